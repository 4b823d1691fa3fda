package org.pairlab.ml.train;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairlab.project.Project;
import org.pairlab.project.Run;

/**
 * What a view of a training run shows, read from the project the same way for captioner runs ({@code train}) and
 * language model runs ({@code lm-train}): its state line, the last lines of its log and its curves, long curves
 * averaged down so they stay cheap to draw.
 */
public final class RunMonitor {
    private final Project project;
    private final TrainingStore store;
    private final int logLines;

    /** @param logLines how many of the log's last lines {@link Snapshot#logTail()} keeps */
    public RunMonitor(Project project, int logLines) {
        this.project = project;
        this.store = new TrainingStore(project);
        this.logLines = logLines;
    }

    /** One curve to read: its name in the run's curves and at most how many points to draw (0: all). */
    public record Curve(String name, int maxPoints) {
    }

    /**
     * A run as stored.
     *
     * @param progress 0 to 1
     * @param status "state — message"
     * @param logTail the log's last lines, each ending in a line break
     * @param curves each requested curve's points by name, in the order asked
     */
    public record Snapshot(double progress, String status, String logTail,
                           Map<String, List<TrainingStore.Point>> curves) {
    }

    /** The run's stored state, log tail and the curves asked for; empty when there is no such run. */
    public Optional<Snapshot> load(long runId, List<Curve> curves) {
        Optional<Run> run = project.runs().get(runId);
        if (run.isEmpty()) {
            return Optional.empty();
        }
        Run r = run.get();
        String status = r.state().db() + " — " + (r.message() == null ? "" : r.message());
        return Optional.of(new Snapshot(r.progress(), status, tail(r.log()), curves(runId, curves)));
    }

    /** The curves alone (re-read while a run goes on). */
    public Map<String, List<TrainingStore.Point>> curves(long runId, List<Curve> curves) {
        Map<String, List<TrainingStore.Point>> out = new LinkedHashMap<>();
        for (Curve c : curves) {
            List<TrainingStore.Point> points = store.curve(runId, c.name());
            out.put(c.name(), c.maxPoints() > 0 ? downsample(points, c.maxPoints()) : points);
        }
        return out;
    }

    /** The last lines of a log, each ending in a line break ("" for none). */
    public String tail(String log) {
        if (log == null || log.isEmpty()) {
            return "";
        }
        String[] lines = log.split("\n");
        int from = Math.max(0, lines.length - logLines);
        return String.join("\n", Arrays.copyOfRange(lines, from, lines.length)) + "\n";
    }

    /** Averages consecutive points so a long curve stays cheap to draw; each average sits at its chunk's last step. */
    public static List<TrainingStore.Point> downsample(List<TrainingStore.Point> points, int max) {
        if (points.size() <= max) {
            return points;
        }
        int per = (int) Math.ceil(points.size() / (double) max);
        List<TrainingStore.Point> out = new ArrayList<>();
        for (int i = 0; i < points.size(); i += per) {
            List<TrainingStore.Point> chunk = points.subList(i, Math.min(points.size(), i + per));
            double v = chunk.stream().mapToDouble(TrainingStore.Point::value).average().orElse(0);
            out.add(new TrainingStore.Point(chunk.get(chunk.size() - 1).step(), v));
        }
        return out;
    }
}
