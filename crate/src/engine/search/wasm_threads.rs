//! The helper-thread pool of the threaded wasm build.
//!
//! In a browser, threads are Web Workers that instantiate the same module
//! on the same shared memory, which browsers allow only in
//! cross-origin-isolated pages. The JS layer (`js/search-threads.js`)
//! starts the workers; each calls `run_pool_thread` and waits there.
//! Then `start_pool` builds rayon's global pool, handing one pool thread
//! to each waiting worker, and the Lazy SMP helpers run on it
//! (`rayon_core::in_place_scope`, so the main search stays on the calling
//! thread, which owns the JS callbacks). Blocking waits need a worker: the
//! search must not run on a page's main thread in this build.
//!
//! Without the `threads` feature (natively, and in the single-thread wasm
//! build) there is no pool and [`pool_threads`] is 0.
//!
//! ```
//! // Natively there is no pool.
//! assert_eq!(ferrochess::engine::search::wasm_threads::pool_threads(), 0);
//! ```

use std::sync::atomic::{AtomicUsize, Ordering};

static POOL_THREADS: AtomicUsize = AtomicUsize::new(0);

/// Helper threads available to a search beside the calling thread.
pub fn pool_threads() -> usize {
    POOL_THREADS.load(Ordering::Relaxed)
}

#[cfg(feature = "threads")]
mod pool {
    use std::sync::{Condvar, Mutex};

    use rayon_core::{ThreadBuilder, ThreadPoolBuilder};

    use super::{Ordering, POOL_THREADS};

    /// Pool threads waiting for a worker to run them.
    static HANDOFF: Mutex<Vec<ThreadBuilder>> = Mutex::new(Vec::new());
    static HANDED: Condvar = Condvar::new();

    /// Runs on a worker: waits for a pool thread, then runs it (forever).
    pub fn run_pool_thread() {
        let thread = {
            let mut waiting = HANDOFF.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                if let Some(thread) = waiting.pop() {
                    break thread;
                }
                waiting = HANDED.wait(waiting).unwrap_or_else(|e| e.into_inner());
            }
        };
        thread.run();
    }

    /// Builds the global pool with `helpers` threads, one for each worker
    /// waiting in [`run_pool_thread`]. Once only.
    pub fn start_pool(helpers: usize) -> Result<usize, String> {
        if helpers == 0 {
            return Err("the pool needs at least one helper".into());
        }
        if POOL_THREADS.load(Ordering::Relaxed) > 0 {
            return Ok(POOL_THREADS.load(Ordering::Relaxed));
        }
        ThreadPoolBuilder::new()
            .num_threads(helpers)
            .thread_name(|i| format!("ferrochess search helper {}", i + 1))
            .spawn_handler(|thread| {
                HANDOFF
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(thread);
                HANDED.notify_one();
                Ok(())
            })
            .build_global()
            .map_err(|e| e.to_string())?;
        POOL_THREADS.store(helpers, Ordering::Relaxed);
        Ok(helpers)
    }
}

#[cfg(feature = "threads")]
pub use pool::{run_pool_thread, start_pool};
