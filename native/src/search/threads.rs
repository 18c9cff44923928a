//! Work shared out over threads, as every search here does it: one worker per thread, the
//! first on the calling thread's stack when there is only one.

/// Runs `work(k, &mut workers[k])` for every worker, each on a thread of its own (inline
/// when there is one worker), and returns what each gave, in the workers' order.
pub fn run_each<W: Send, T: Send>(
    workers: &mut [W],
    work: impl Fn(usize, &mut W) -> T + Sync,
) -> Vec<T> {
    if let [only] = workers {
        return vec![work(0, only)];
    }
    std::thread::scope(|sc| {
        let work = &work;
        let handles: Vec<_> = workers
            .iter_mut()
            .enumerate()
            .map(|(k, w)| sc.spawn(move || work(k, w)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a search thread"))
            .collect()
    })
}
