package org.pairlab.dataset;

import java.util.LinkedHashMap;
import java.util.Map;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobParams;

/** Imports a dataset as a job. The import is one transaction, so a resumed run simply starts again. */
public final class ImportJob implements Job {
    /** The run kind of imports. */
    public static final String KIND = "import";

    private final Project project;
    private final ImportRequest request;
    private final long maxPixels;
    /** The report of this job's run, kept so the command line can print every problem. */
    private volatile ImportReport report;

    public ImportJob(Project project, ImportRequest request, long maxPixels) {
        this.project = project;
        this.request = request;
        this.maxPixels = maxPixels;
    }

    public ImportJob(Project project, ImportRequest request) {
        this(project, request, org.pairlab.image.ImageDecoder.DEFAULT_MAX_PIXELS);
    }

    public ImportRequest request() {
        return request;
    }

    /** The report of the finished run (also of a strict run that refused to write), if it got that far. */
    public java.util.Optional<ImportReport> report() {
        return java.util.Optional.ofNullable(report);
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Import " + request.format().name().toLowerCase() + " '" + DatasetImporter.defaultName(request) + "'";
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(ImportParams.of(request, maxPixels));
    }

    /** The checks that need no reading of the data: a refused import records no run. */
    @Override
    public void precheck() {
        if (maxPixels < 1) {
            throw new IllegalArgumentException("--max-pixels must be at least 1, got " + maxPixels + ".");
        }
        if (request.format() == null) {
            throw new IllegalArgumentException("No import format given.");
        }
        String name = DatasetImporter.defaultName(request);
        if (project.datasets().byName(name).isPresent()) {
            throw new IllegalArgumentException("The project already has a dataset named '" + name
                    + "'; choose another name.");
        }
        if (request.format() != ImportFormat.TEXT
                && (request.imagesRoot() == null || !java.nio.file.Files.isDirectory(request.imagesRoot()))) {
            throw new IllegalArgumentException("The images folder " + request.imagesRoot() + " does not exist.");
        }
        if (request.format().needsAnnotationFile()
                && (request.annotations() == null || !java.nio.file.Files.isRegularFile(request.annotations()))) {
            throw new IllegalArgumentException((request.format() == ImportFormat.TEXT ? "The caption file " : "The annotation file ")
                    + request.annotations() + " does not exist.");
        }
        if (request.instances() != null && !java.nio.file.Files.isRegularFile(request.instances())) {
            throw new IllegalArgumentException("The instances file " + request.instances() + " does not exist.");
        }
    }

    @Override
    public Map<String, Object> run(JobContext context) {
        ImportReport r;
        try {
            r = new DatasetImporter(maxPixels).run(project, request, context);
        } catch (ImportFailedException e) {
            report = e.report();
            for (ImportProblem p : e.report().problems()) {
                context.log(p.describe());
            }
            throw e;
        }
        report = r;
        for (ImportProblem p : r.problems()) {
            context.log(p.describe());
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("dataset", r.datasetName());
        m.put("imagesRead", r.imagesRead());
        m.put("samples", r.samplesImported());
        m.put("captions", r.captionsImported());
        m.put("boxes", r.boxesImported());
        m.put("problems", r.problems().size());
        return m;
    }
}
