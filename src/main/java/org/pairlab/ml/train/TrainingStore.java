package org.pairlab.ml.train;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.ml.ModelManifest;
import org.pairlab.project.Project;
import org.pairlab.project.TrainingTables;

/** The tables of training and evaluation runs: curves (loss, validation CIDEr-D), artifacts, per-image outputs. */
public final class TrainingStore {
    /** One point of a curve. */
    public record Point(long step, double value) {
    }

    /** A file a run wrote, with its checksum. */
    public record Artifact(String name, Path path, String sha256, long bytes) {
    }

    /** One evaluated image of an evaluation run. */
    public record Output(long sampleId, String caption, List<String> sampled, Map<String, Double> scores) {
    }

    private final Project project;

    public TrainingStore(Project project) {
        this.project = project;
    }

    /** Folder of a run's files, beside the project file (not in the cache: checkpoints are not rebuildable). */
    public Path runDir(long runId) {
        return project.file().resolveSibling(project.file().getFileName() + ".runs").resolve("run-" + runId);
    }

    /** Adds points to a curve (replacing points at the same step, as a resumed run re-does steps). */
    public void addPoints(long runId, String name, List<Point> points) {
        tables().addPoints(runId, name, points.stream().map(p -> new TrainingTables.CurvePoint(p.step(), p.value())).toList());
    }

    /** A curve in step order. */
    public List<Point> curve(long runId, String name) {
        return tables().curve(runId, name).stream().map(p -> new Point(p.step(), p.value())).toList();
    }

    /** Records (or replaces) a named file of a run with its size and SHA-256. */
    public Artifact recordArtifact(long runId, String name, Path file) throws IOException {
        Artifact a = new Artifact(name, file.toAbsolutePath(), ModelManifest.sha256(file), Files.size(file));
        tables().recordFile(runId, new TrainingTables.RunFile(a.name(), a.path(), a.sha256(), a.bytes()));
        return a;
    }

    /** The files of a run by name. */
    public Map<String, Artifact> artifacts(long runId) {
        Map<String, Artifact> out = new LinkedHashMap<>();
        tables().files(runId).forEach((n, f) -> out.put(n, new Artifact(f.name(), f.path(), f.sha256(), f.bytes())));
        return out;
    }

    /** Stores the per-image outputs of an evaluation run (replacing earlier ones of that run). */
    public void saveOutputs(long runId, List<Output> outputs) {
        tables().saveOutputs(runId, outputs.stream()
                .map(o -> new TrainingTables.EvaluationOutput(o.sampleId(), o.caption(), o.sampled(), o.scores())).toList());
    }

    /** The per-image outputs of an evaluation run, by sample id. */
    public List<Output> outputs(long runId) {
        return tables().outputs(runId).stream()
                .map(o -> new Output(o.sampleId(), o.caption(), o.sampled(), o.scores())).toList();
    }

    private TrainingTables tables() {
        return new TrainingTables(project);
    }
}
