package org.pairlab.dataset;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobParams;

/** Exports as a job. The export is written to a temporary folder and moved into place, so a resume starts over. */
public final class ExportJob implements Job {
    /** The run kind of exports. */
    public static final String KIND = "export";

    private final Project project;
    private final ExportRequest request;

    public ExportJob(Project project, ExportRequest request) {
        this.project = project;
        this.request = request;
    }

    public ExportRequest request() {
        return request;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Export " + request.format().label() + " to " + request.out().getFileName();
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(ExportParams.of(request));
    }

    @Override
    public void precheck() {
        Exporter.precheck(project, request);
    }

    @Override
    public Map<String, Object> run(JobContext context) {
        return metrics(new Exporter().run(project, request, context));
    }

    /** The metrics stored with an export run (and printed by the command line). */
    public static Map<String, Object> metrics(ExportResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("out", r.out().toString());
        m.put("images", r.images());
        m.put("originals", r.originals());
        m.put("candidates", r.candidates());
        m.put("captions", r.captions());
        m.put("boxes", r.boxes());
        m.put("files", r.files().size());
        return m;
    }
}
