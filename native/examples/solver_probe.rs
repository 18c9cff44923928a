use std::sync::atomic::AtomicBool;
use std::time::Instant;
use wolfpack_core::lone_wolves::solver::{
    first_guess, table_bits, Position, Search, ESTIMATE_FROM_TRICKS_LEFT,
};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).unwrap();
    let mut lines = text.lines();
    let none: Option<&AtomicBool> = None;
    let mut tot = [0u64; 3];
    let mut npass_tot = 0;
    let mut cnt = 0;
    while let Some(head) = lines.next() {
        let h: Vec<&str> = head.split_whitespace().collect();
        let n: usize = h[3].parse().unwrap();
        let parse = |l: &str| {
            l.split_whitespace()
                .map(|x| x.parse().unwrap())
                .collect::<Vec<i32>>()
        };
        let root = Position::load(&parse(lines.next().unwrap())).unwrap();
        for _ in 0..n {
            lines.next();
        }
        let t0 = Instant::now();
        let mut s = Search::new(root.clone(), table_bits(root.tricks_left()), none);
        let g = first_guess(&mut s, ESTIMATE_FROM_TRICKS_LEFT).unwrap();
        let n_est = s.nodes;
        let w: i32 = std::env::var("W").map(|x| x.parse().unwrap()).unwrap_or(0);
        if w > 0 {
            let mut a = g - w;
            let mut b = g + w;
            let mut passes = vec![];
            loop {
                let before = s.nodes;
                let v = s.value(a, b).unwrap();
                passes.push((a, b, v, s.nodes - before));
                if v <= a {
                    b = v + 1;
                    a = v - 4 * w;
                } else if v >= b {
                    a = v - 1;
                    b = v + 4 * w;
                } else {
                    break;
                }
            }
            let dt = t0.elapsed().as_secs_f64();
            tot[0] += n_est;
            tot[1] += s.nodes - n_est;
            npass_tot += passes.len();
            cnt += 1;
            println!(
                "{} {:.3}s guess {} est {} passes {:?}",
                h[1], dt, g, n_est, passes
            );
            continue;
        }
        // mtdf with pass log
        let (mut lo, mut hi) = (-10000, 10000);
        let mut step = 1;
        let mut beta = g;
        let mut passes = vec![];
        while lo < hi {
            let before = s.nodes;
            let v = s.value(beta - 1, beta).unwrap();
            passes.push((beta, v, s.nodes - before));
            if v < beta {
                hi = v
            } else {
                lo = v
            }
            if lo == hi {
                break;
            }
            beta = if hi == 10000 {
                lo + step
            } else if lo == -10000 {
                hi - step + 1
            } else {
                (lo + hi + 1).div_euclid(2)
            };
            step *= 2;
        }
        let dt = t0.elapsed().as_secs_f64();
        tot[0] += n_est;
        tot[1] += s.nodes - n_est;
        npass_tot += passes.len();
        cnt += 1;
        println!(
            "{} {:.3}s guess {} value {} est_nodes {} passes {:?}",
            h[1], dt, g, lo, n_est, passes
        );
    }
    println!(
        "est {} exact {} passes/pos {:.2}",
        tot[0],
        tot[1],
        npass_tot as f64 / cnt as f64
    );
}
