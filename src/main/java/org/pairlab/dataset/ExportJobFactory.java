package org.pairlab.dataset;

import java.util.Map;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/** Re-creates an export from its stored parameters. */
public final class ExportJobFactory implements JobFactory {
    @Override
    public String kind() {
        return ExportJob.KIND;
    }

    @Override
    public Job create(Project project, Map<String, Object> params) {
        // A resumed export may meet the folder it half-replaced; the original request decides about overwriting.
        return new ExportJob(project, JobParams.read(params, ExportParams.class).request());
    }
}
