//! Times whole solves (CPU time of the solving thread; the limit is wall time) of positions dumped from Python (`benchmarks/bots_solver.py --dump`):
//! `cargo run --release --no-default-features --example solver_bench -- FILE [LIMIT_S] [THREADS]`
//! (THREADS: the solve's threads, 1 by default; with more, compare wall times).
//! Under valgrind (callgrind instruction counts) give a large LIMIT_S (e.g. 10000): the
//! limit is wall time, and a solve cancelled at the default 10 s makes the counts
//! meaningless.
//! Each position: a line `P seed reveal n`, its descriptor, then `action descriptor` per
//! legal action.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use wolfpack_core::lone_wolves::solver::{solve_positions, Position};

/// This thread's CPU time in seconds (Linux; 0 elsewhere): the machine may be shared.
fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e9)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).expect("a dump file");
    let limit = args.get(2).map_or(10.0, |s| s.parse().unwrap());
    let threads = args.get(3).map_or(1, |s| s.parse().unwrap());
    let mut lines = text.lines().peekable();
    let mut times = Vec::new();
    let mut total_nodes = 0u64;
    while let Some(head) = lines.next() {
        let h: Vec<&str> = head.split_whitespace().collect();
        let (seed, reveal, n): (u64, bool, usize) =
            (h[1].parse().unwrap(), h[2] == "1", h[3].parse().unwrap());
        let parse = |l: &str| {
            l.split_whitespace()
                .map(|x| x.parse().unwrap())
                .collect::<Vec<i32>>()
        };
        let root = Position::load(&parse(lines.next().unwrap())).unwrap();
        let kids: Vec<(u16, Position)> = (0..n)
            .map(|_| {
                let v = parse(lines.next().unwrap());
                (v[0] as u16, Position::load(&v[1..]).unwrap())
            })
            .collect();
        let cancel = Arc::new(AtomicBool::new(false));
        let c2 = cancel.clone();
        let done = Arc::new(AtomicBool::new(false));
        let d2 = done.clone();
        let timer = std::thread::spawn(move || {
            let start = Instant::now();
            while !d2.load(Ordering::Relaxed) {
                if start.elapsed() > Duration::from_secs_f64(limit) {
                    c2.store(true, Ordering::Relaxed);
                    return;
                }
                std::thread::sleep(Duration::from_millis(2));
            }
        });
        let (t0, c0) = (Instant::now(), cpu_seconds());
        let sol = solve_positions(root, kids, reveal, false, cancel, threads);
        let wall = t0.elapsed().as_secs_f64();
        let dt = cpu_seconds() - c0;
        done.store(true, Ordering::Relaxed);
        timer.join().unwrap();
        match sol {
            Some(s) => {
                println!(
                    "{seed} cpu {dt:.4} wall {wall:.4} nodes {} margin {} best {}",
                    s.nodes, s.margin, s.best_action
                );
                total_nodes += s.nodes;
                times.push(dt);
            }
            None => {
                println!("{seed} over");
                times.push(f64::INFINITY);
            }
        }
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = times.len();
    let solved = times.iter().filter(|t| t.is_finite()).count();
    println!(
        "positions {n} solved {solved} median {:.4} p90 {:.4} max {:.4} total {:.2} nodes {total_nodes}",
        times[n / 2],
        times[(n * 9 / 10).min(n - 1)],
        times[n - 1],
        times.iter().filter(|t| t.is_finite()).sum::<f64>()
    );
}
