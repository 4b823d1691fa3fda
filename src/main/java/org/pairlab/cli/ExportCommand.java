package org.pairlab.cli;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.pairlab.dataset.ExportFormat;
import org.pairlab.dataset.ExportInclude;
import org.pairlab.dataset.ExportJob;
import org.pairlab.dataset.ExportOptions;
import org.pairlab.dataset.ExportRequest;
import org.pairlab.dataset.Exporter;
import org.pairlab.dataset.QuietJobContext;
import java.util.Map;
import org.pairlab.project.Project;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pairlab export FILE --format coco|jsonl|hf-imagefolder|webdataset|karpathy|yolo|voc|parquet --out DIR
 * [--include originals,accepted] [--split S] [--shard-size N] [--text-column C]}.
 */
@Command(mixinStandardHelpOptions = true, name = "export", description = "Export curated data (COCO, JSON Lines, Hugging Face imagefolder, WebDataset, Karpathy, YOLO, Pascal VOC, Parquet), images copied or rendered, with a manifest.")
final class ExportCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Option(names = "--format", required = true, description = "coco, jsonl, hf-imagefolder, webdataset, karpathy, yolo, voc or parquet.")
    String format;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Output folder (must be empty unless --overwrite).")
    Path out;

    @Option(names = "--include", split = ",", defaultValue = "originals,accepted",
            description = "What goes in: originals (not rejected), accepted (accepted candidates). Default: both.")
    List<String> include;

    @Option(names = "--split", description = "Only samples of this split.")
    String split;

    @Option(names = "--shard-size", paramLabel = "N", defaultValue = "1000", description = "Samples per WebDataset tar shard (default 1000).")
    int shardSize;

    @Option(names = "--text-column", paramLabel = "C", defaultValue = "text", description = "Caption column of a Hugging Face metadata.jsonl (default text).")
    String textColumn;

    @Option(names = "--overwrite", description = "Replace the contents of a non-empty output folder.")
    boolean overwrite;

    @Override
    public Integer call() {
        ExportFormat f;
        try {
            f = ExportFormat.parse(format);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--format: " + e.getMessage());
        }
        Set<ExportInclude> what = EnumSet.noneOf(ExportInclude.class);
        for (String s : include) {
            switch (s.strip().toLowerCase(Locale.ROOT)) {
                case "originals" -> what.add(ExportInclude.ORIGINALS);
                case "accepted" -> what.add(ExportInclude.ACCEPTED);
                default -> throw new UsageException("--include takes originals and/or accepted, got '" + s + "'");
            }
        }
        ExportRequest request = new ExportRequest(f, out, what, split, overwrite, new ExportOptions(shardSize, textColumn));
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            Map<String, Object> m;
            if (p.readOnly()) {
                // A read-only project can still be exported; there is just no run to record it in.
                m = ExportJob.metrics(new Exporter().run(p, request, new QuietJobContext()));
            } else {
                JobHandle.JobOutcome o = runner.runHere(Prechecks.checked(new ExportJob(p, request)));
                ExitCodes.requireSucceeded("export", o);
                m = new java.util.LinkedHashMap<>(o.metrics());
                m.put("runId", o.runId());
            }
            Map<String, Object> json = new java.util.LinkedHashMap<>();
            json.put("runId", m.get("runId"));
            json.put("format", f.name().toLowerCase(Locale.ROOT));
            json.put("out", out.toAbsolutePath().toString());
            for (String k : List.of("images", "originals", "candidates", "captions", "boxes")) {
                json.put(k, m.get(k));
            }
            common.result(json);
            common.say("Exported " + m.get("images") + " images (" + m.get("originals") + " originals, "
                    + m.get("candidates") + " candidates), " + m.get("captions") + " captions, " + m.get("boxes")
                    + " boxes to " + out.toAbsolutePath());
        }
        return 0;
    }
}
