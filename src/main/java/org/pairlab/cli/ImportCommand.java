package org.pairlab.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.dataset.Detection;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.Importers;
import org.pairlab.dataset.ImportJob;
import org.pairlab.dataset.ImportProblem;
import org.pairlab.dataset.ImportReport;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.project.Project;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pairlab import FILE PATH} (format detected), {@code pairlab import FILE --format F PATH},
 * {@code pairlab import FILE --coco-captions F [--coco-instances F] --images DIR ...}, or
 * {@code pairlab import --detect PATH} (only says which format PATH holds and why): imports a dataset.
 */
@Command(mixinStandardHelpOptions = true, name = "import", description = {
        "Import a dataset into a project (one transaction). Prints a report of every bad row.",
        "Give a PATH (file or folder) and PairLab detects the format and says why; --detect only reports."})
final class ImportCommand implements Callable<Integer> {
    private static final int MAX_PRINTED_PROBLEMS = 200;

    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Source source;

    @Parameters(index = "1", arity = "0..1", paramLabel = "PATH",
            description = "Dataset file or folder; its format is detected unless --format names it.")
    Path path;

    @Option(names = "--detect", description = "Only say which format PATH holds and why (no project needed: import --detect PATH).")
    boolean detect;

    @Option(names = "--format", paramLabel = "F", description = "Format of PATH: coco, karpathy, jsonl, csv, folder, text, hf-imagefolder, yolo, voc.")
    String format;

    @Option(names = "--text-column", paramLabel = "C", description = "Caption column of a Hugging Face metadata file (default: text), JSON Lines or CSV file (default: caption/captions, caption_N).")
    String textColumn;

    static final class Source {
        @Option(names = "--coco-captions", paramLabel = "F", description = "COCO captions JSON.")
        Path coco;

        @Option(names = "--karpathy", paramLabel = "F", description = "Karpathy split file (dataset_coco.json).")
        Path karpathy;

        @Option(names = "--jsonl", paramLabel = "F", description = "JSON Lines: image path + caption(s) per line.")
        Path jsonl;

        @Option(names = "--csv", paramLabel = "F", description = "CSV: image path + caption column(s).")
        Path csv;

        @Option(names = "--folder", paramLabel = "DIR", description = "Folder of images with a .txt caption file beside each.")
        Path folder;

        @Option(names = "--text", paramLabel = "F", description = "Captions without images: a UTF-8 text file, one caption per line.")
        Path text;
    }

    @Option(names = "--style", paramLabel = "NAME", description = "The captions' style (e.g. humorous, romantic), for style transfer.")
    String style;

    @Option(names = "--coco-instances", paramLabel = "F", description = "COCO instances JSON (boxes), with --coco-captions.")
    Path instances;

    @Option(names = "--images", paramLabel = "DIR", description = "Folder the image paths are relative to (default: the annotation file's folder).")
    Path images;

    @Option(names = "--dataset", paramLabel = "NAME", description = "Dataset name (default: the annotation file's name).")
    String dataset;

    @Option(names = "--strict", description = "Import nothing and exit non-zero if any row is bad.")
    boolean strict;

    @Option(names = "--max-pixels", defaultValue = "100000000", description = "Refuse images with more pixels (decompression bombs).")
    long maxPixels;

    @Override
    public Integer call() {
        if (detect) {
            return detectOnly();
        }
        if (maxPixels < 1) {
            throw new UsageException("--max-pixels must be at least 1, got " + maxPixels);
        }
        ImportRequest request = request();
        try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
            ImportJob job = new ImportJob(p, request, maxPixels);
            JobHandle.JobOutcome out = runner.runHere(Prechecks.checked(job));
            ImportReport report = job.report().orElse(null);
            if (report != null) {
                print(report);
            }
            // A failed (e.g. --strict) import still hands scripts its report, with every bad row.
            ExitCodes.requireSucceeded("import", out, report == null ? Map.of() : json(out.runId(), report, false));
            if (style != null && report != null) {
                long id = p.datasets().byName(report.datasetName()).orElseThrow().id();
                p.datasets().setStyle(id, style);
                common.say("Style of " + report.datasetName() + ": " + style.strip());
            }
            if (report != null) {
                common.result(json(out.runId(), report, true));
            }
            return 0;
        }
    }

    /** {@code import --detect PATH}: every format that recognises PATH, most likely first. */
    private int detectOnly() {
        Path target = path != null ? path : project.file;
        List<Detection> found = new Importers().detectAll(target);
        if (found.isEmpty()) {
            common.say(target + ": no known format recognised (tried "
                    + String.join(", ", java.util.Arrays.stream(ImportFormat.values()).map(ImportFormat::label).toList()) + ").");
            return 1;
        }
        common.say(target + ": " + found.get(0).describe());
        print("  annotations", found.get(0).annotations());
        print("  instances", found.get(0).instances());
        print("  images", found.get(0).imagesRoot());
        for (Detection d : found.subList(1, found.size())) {
            common.say("  also possible: " + d.describe());
        }
        return 0;
    }

    private static void print(String what, Path p) {
        if (p != null) {
            System.out.println(what + ": " + p);
        }
    }

    /** The request for PATH: detected, or built for the format --format names. */
    private ImportRequest detected() throws java.io.IOException {
        Importers importers = new Importers();
        Detection d;
        if (format != null) {
            ImportFormat f = ImportFormat.parse(format);
            d = importers.of(f).detect(path).orElse(null);
            if (d == null) {
                boolean file = f.needsAnnotationFile();
                Path parent = path.toAbsolutePath().getParent();
                d = new Detection(f, 1.0, "named by --format", file ? path : null, null, file ? parent : path);
            }
        } else {
            d = importers.require(path);
            common.say("Detected " + d.describe());
        }
        Path inst = instances != null ? instances : d.instances();
        Path root = images != null ? images : d.imagesRoot();
        return new ImportRequest(d.format(), d.annotations(), inst, root, dataset, strict, textColumn);
    }

    private ImportRequest request() {
        if (source == null) {
            if (path == null) {
                throw new IllegalArgumentException("Give a dataset PATH (its format is detected) or one of --coco-captions, "
                        + "--karpathy, --jsonl, --csv, --folder, --text.");
            }
            try {
                return detected();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException("Cannot read " + path + ": " + e.getMessage(), e);
            }
        }
        if (path != null || format != null) {
            throw new IllegalArgumentException("PATH and --format go without --coco-captions, --karpathy, --jsonl, --csv, "
                    + "--folder and --text.");
        }
        if (instances != null && source.coco == null) {
            throw new UsageException("--coco-instances goes with --coco-captions");
        }
        ImportFormat format;
        Path annotations;
        if (source.coco != null) {
            format = ImportFormat.COCO;
            annotations = source.coco;
        } else if (source.karpathy != null) {
            format = ImportFormat.KARPATHY;
            annotations = source.karpathy;
        } else if (source.jsonl != null) {
            format = ImportFormat.JSONL;
            annotations = source.jsonl;
        } else if (source.csv != null) {
            format = ImportFormat.CSV;
            annotations = source.csv;
        } else if (source.text != null) {
            return new ImportRequest(ImportFormat.TEXT, source.text, null, null, dataset, strict);
        } else {
            return new ImportRequest(ImportFormat.FOLDER, null, null, source.folder, dataset, strict);
        }
        Path root = images != null ? images : annotations.toAbsolutePath().getParent();
        return new ImportRequest(format, annotations, instances, root, dataset, strict);
    }

    private Map<String, Object> json(long runId, ImportReport r, boolean ok) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("runId", runId);
        m.put("dataset", r.datasetName());
        m.put("format", r.format().name().toLowerCase(Locale.ROOT));
        m.put("written", r.written() && ok);
        m.put("imagesRead", r.imagesRead());
        m.put("samples", r.samplesImported());
        m.put("captions", r.captionsImported());
        m.put("boxes", r.boxesImported());
        m.put("style", style == null ? null : style.strip());
        m.put("problems", r.problems());
        return m;
    }

    private void print(ImportReport r) {
        common.sayf("%s %s: read %d images; %s %d samples, %d captions, %d boxes",
                r.format().name().toLowerCase(), r.datasetName(), r.imagesRead(), r.written() ? "imported" : "would import",
                r.samplesImported(), r.captionsImported(), r.boxesImported());
        List<ImportProblem> problems = r.problems();
        if (problems.isEmpty()) {
            common.say("No problems.");
            return;
        }
        common.say(problems.size() + " problems:");
        problems.stream().limit(MAX_PRINTED_PROBLEMS).forEach(pr -> common.say("  " + pr.describe()));
        if (problems.size() > MAX_PRINTED_PROBLEMS) {
            common.say("  ... and " + (problems.size() - MAX_PRINTED_PROBLEMS)
                    + " more (all are in the run log: pairlab runs FILE --json)");
        }
    }
}
