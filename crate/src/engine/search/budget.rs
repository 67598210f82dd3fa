//! What every algorithm shares while it searches: counting nodes, knowing
//! when to give up (node limit, deadline, stop signal) and reporting
//! progress while a long iteration runs.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use super::limits::Deadline;
use super::{Progress, StopSignal};

/// How often a running search reports its progress, in milliseconds.
pub const PROGRESS_INTERVAL_MS: u64 = 500;

/// The clock and the stop signal are read once per this many nodes.
const CHECK_EVERY: u64 = 1024;

/// Node count, limits and progress reports of one search.
pub(crate) struct Budget<'a> {
    pub deadline: Deadline,
    pub stop: StopSignal,
    pub nodes: u64,
    /// Whether the search may be aborted now (the first iteration of
    /// iterative deepening always completes, so there is always a move).
    pub abortable: bool,
    aborted: bool,
    /// A Lazy SMP helper adds its nodes here as it goes.
    pub publish_to: Option<Arc<AtomicU64>>,
    published: u64,
    /// The main thread adds the helpers' nodes (published here) to its
    /// progress reports.
    pub others: Option<Arc<AtomicU64>>,
    next_report_ms: u64,
    on_progress: &'a mut dyn FnMut(&Progress),
    /// Asked with the clock: whether the caller wants the search stopped
    /// (a JS worker reads a flag in shared memory this way).
    pub stop_requested: Option<&'a dyn Fn() -> bool>,
}

impl<'a> Budget<'a> {
    pub fn new(
        deadline: Deadline,
        stop: StopSignal,
        on_progress: &'a mut dyn FnMut(&Progress),
    ) -> Self {
        Budget {
            deadline,
            stop,
            nodes: 0,
            abortable: true,
            aborted: false,
            publish_to: None,
            published: 0,
            others: None,
            next_report_ms: PROGRESS_INTERVAL_MS,
            on_progress,
            stop_requested: None,
        }
    }

    /// Whether the search must unwind now. Checked before each node is
    /// counted; once true it stays true.
    pub fn should_abort(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        let time_to_check = self.nodes.is_multiple_of(CHECK_EVERY);
        if time_to_check {
            self.publish_nodes();
            self.report_progress_if_due();
            if self.stop_requested.is_some_and(|requested| requested()) {
                self.stop.stop();
            }
        }
        if !self.abortable {
            return false;
        }
        let out_of_nodes = self.out_of_nodes();
        if out_of_nodes || (time_to_check && (self.stop.is_set() || self.deadline.past_hard())) {
            self.aborted = true;
        }
        self.aborted
    }

    /// Whether the search was aborted.
    pub fn aborted(&self) -> bool {
        self.aborted
    }

    /// Whether the node limit is used up.
    pub fn out_of_nodes(&self) -> bool {
        self.deadline.max_nodes.is_some_and(|max| self.nodes >= max)
    }

    /// Adds the nodes searched since the last call to `publish_to`.
    pub fn publish_nodes(&mut self) {
        if let Some(total) = &self.publish_to {
            total.fetch_add(self.nodes - self.published, Ordering::Relaxed);
            self.published = self.nodes;
        }
    }

    fn report_progress_if_due(&mut self) {
        let time_ms = self.deadline.elapsed().as_millis() as u64;
        if time_ms < self.next_report_ms {
            return;
        }
        self.next_report_ms = time_ms + PROGRESS_INTERVAL_MS;
        let nodes = self.nodes
            + self
                .others
                .as_ref()
                .map_or(0, |n| n.load(Ordering::Relaxed));
        (self.on_progress)(&Progress {
            nodes,
            time_ms,
            nps: super::nps(nodes, time_ms),
        });
    }
}
