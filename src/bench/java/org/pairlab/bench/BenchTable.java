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

    /**
     * The image-edit pipeline beside OpenCV's (issue 19.2): the whole pipeline and each stage, CPU ms per image, each
     * side in its own JVM ({@code iso}: in one process the peer's time depends on what PairLab's side did before it);
     * the batch row from the in-process run {@code p}.
     */
    public void filterFigures(IsolatedFilters.Figures iso, FilterBenchmark.Pipeline p) {
        double ours = iso.pairlabTotalCpuMs();
        double theirs = iso.peerTotalCpuMs();
        rows.add(new Row(String.format("sketch + XDoG + PNG on %d COCO images, one thread, CPU per image, each side in "
                        + "its own JVM (load average %.1f)", p.images(), iso.loadAfter()),
                String.format("%.1f ms (%.0f images/s)", ours, 1000 / ours),
                String.format("%.1f ms (%.0f images/s; OpenCV %s, same pipeline)", theirs, 1000 / theirs,
                        org.opencv.core.Core.VERSION),
                String.format("%.2fx", ours / theirs), "<= 1.0x"));
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        StringBuilder r = new StringBuilder();
        for (int i = 0; i < FilterBenchmark.STAGES.size(); i++) {
            int stage = i;
            double mine = IsolatedFilters.Figures.median(iso.pairlab(), t -> t.cpuMs()[stage]);
            double peer = IsolatedFilters.Figures.median(iso.peer(), t -> t.cpuMs()[stage]);
            String sep = i == 0 ? "" : " / ";
            a.append(sep).append(String.format("%.2f", mine));
            b.append(sep).append(String.format("%.2f", peer));
            r.append(sep).append(String.format("%.2fx", mine / peer));
        }
        rows.add(new Row("  per stage: decode / sketch / xdog / png (both), CPU ms per image", a.toString(), b.toString(),
                r.toString(), "<= 1.0x"));
        rows.add(new Row(String.format("  batch on %d threads, wall (load average %.1f)", p.threads(), p.loadAfter()),
                String.format("%.1f images/s (one thread %.1f)", p.batchImagesPerSecond(), p.oneThreadImagesPerSecond()),
                "", "", "all cores"));
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
