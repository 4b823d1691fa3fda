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

/** {@code pairlab export FILE --format coco|jsonl --out DIR [--include originals,accepted] [--split S]}. */
@Command(mixinStandardHelpOptions = true, name = "export", description = "Export curated data: COCO or JSON Lines, images copied or rendered, with a manifest.")
final class ExportCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Option(names = "--format", required = true, description = "coco or jsonl.")
    String format;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Output folder (must be empty unless --overwrite).")
    Path out;

    @Option(names = "--include", split = ",", defaultValue = "originals,accepted",
            description = "What goes in: originals (not rejected), accepted (accepted candidates). Default: both.")
    List<String> include;

    @Option(names = "--split", description = "Only samples of this split.")
    String split;

    @Option(names = "--overwrite", description = "Replace the contents of a non-empty output folder.")
    boolean overwrite;

    @Override
    public Integer call() {
        ExportFormat f = switch (format.toLowerCase(Locale.ROOT)) {
            case "coco" -> ExportFormat.COCO;
            case "jsonl" -> ExportFormat.JSONL;
            default -> throw new UsageException("--format must be coco or jsonl, got '" + format + "'");
        };
        Set<ExportInclude> what = EnumSet.noneOf(ExportInclude.class);
        for (String s : include) {
            switch (s.strip().toLowerCase(Locale.ROOT)) {
                case "originals" -> what.add(ExportInclude.ORIGINALS);
                case "accepted" -> what.add(ExportInclude.ACCEPTED);
                default -> throw new UsageException("--include takes originals and/or accepted, got '" + s + "'");
            }
        }
        ExportRequest request = new ExportRequest(f, out, what, split, overwrite);
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
