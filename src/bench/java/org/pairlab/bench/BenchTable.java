package org.pairlab.bench;

import java.util.ArrayList;
import java.util.List;

/** {@code bench all}'s one table: every speed figure beside its peer, as Markdown rows for the README. */
public final class BenchTable {
    /** One row: what was measured, PairLab's figure, the peer's, PairLab / peer, and the target. */
    record Row(String what, String pairlab, String peer, String ratio, String target) {
    }

    private final List<Row> rows = new ArrayList<>();

    public void importFigures(ImportBenchmark.Figures f, int images) {
        String peer = f.peerTrigger() == null ? "no sqlite3 here"
                : String.format("%.1f s, cpu %.1f s (sqlite3 .import, per-row FTS trigger); %.1f s, cpu %.1f s (FTS"
                        + " filled in bulk)", f.peerTrigger(), f.peerTriggerCpu(), f.peerBulk(), f.peerBulkCpu());
        String ratio = f.peerTrigger() == null ? "" : String.format("wall %.2fx, cpu %.2fx; wall %.2fx, cpu %.2fx",
                f.seconds() / f.peerTrigger(), f.cpuSeconds() / f.peerTriggerCpu(), f.seconds() / f.peerBulk(),
                f.cpuSeconds() / f.peerBulkCpu());
        rows.add(new Row(String.format("import %,d images (COCO captions + instances, one transaction, FTS)", images),
                String.format("%.1f s (cpu %.1f s)", f.seconds(), f.cpuSeconds()), peer, ratio, "<= 1.2x"));
        rows.add(new Row("import: peak resident memory of the process", f.peakMb() + " MB", "", "", "< 1 GB"));
    }

    public void startupFigures(List<StartupBenchmark.Figure> figures) {
        String[] targets = {"<= 0.3 s", "<= 0.5 s", "<= 1.0 s"};
        for (int i = 0; i < figures.size(); i++) {
            StartupBenchmark.Figure f = figures.get(i);
            String peer = f.peerSeconds().map(p -> String.format("%.3f s (%s)", p, f.peer())).orElse(f.peer() == null
                    ? "" : f.peer());
            String ratio = f.peerSeconds().map(p -> String.format("%.1fx", f.seconds() / p)).orElse("");
            rows.add(new Row(f.what() + ", whole process", String.format("%.3f s (cpu %.3f s)", f.seconds(),
                    f.cpuSeconds()), peer, ratio,
                    i < targets.length ? targets[i] : ""));
        }
    }

    /** The table as Markdown. */
    public String markdown() {
        StringBuilder sb = new StringBuilder("| what | PairLab | peer | PairLab / peer | target |\n| --- | --- | --- | --- | --- |\n");
        for (Row r : rows) {
            sb.append("| ").append(r.what()).append(" | ").append(r.pairlab()).append(" | ").append(r.peer())
                    .append(" | ").append(r.ratio()).append(" | ").append(r.target()).append(" |\n");
        }
        return sb.toString();
    }
}
