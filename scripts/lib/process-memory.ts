// Peak resident memory of a process and everything it started (Gatsby builds fork workers for
// queries, HTML rendering and images), sampled from /proc, for the build benchmark.
import fs from 'fs';

const PAGE_SIZE = 4096;

/** Parent of each process currently running, from /proc/<pid>/stat (the field after the name). */
const parents = () => {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name may hold spaces and parentheses: fields resume after its last ")".
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
    } catch {
      // the process ended while listing
    }
  }
  return parentOf;
};

const residentBytes = (pid: number) => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
};

/** Resident bytes of `root` and all its descendants, now. */
export const treeResidentBytes = (root: number) => {
  const parentOf = parents();
  const inTree = new Set([root]);
  // Descendants may be listed before their parents: repeat until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const [pid, parent] of parentOf) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        added = true;
      }
    }
  }
  let total = 0;
  for (const pid of inTree) total += residentBytes(pid);
  return total;
};

/** Samples the tree of `root` every `intervalMs` until stopped; `stop()` returns the peak seen. */
export const samplePeakMemory = (root: number, intervalMs = 500) => {
  let peak = treeResidentBytes(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeResidentBytes(root));
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
};
