package org.pairlab.dataset;

import java.util.Map;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/** Re-creates an import from its stored parameters; it re-runs from scratch (nothing was half-written). */
public final class ImportJobFactory implements JobFactory {
    @Override
    public String kind() {
        return ImportJob.KIND;
    }

    @Override
    public Job create(Project project, Map<String, Object> params) {
        ImportParams p = JobParams.read(params, ImportParams.class);
        return new ImportJob(project, p.request(), p.pixelLimit());
    }
}
