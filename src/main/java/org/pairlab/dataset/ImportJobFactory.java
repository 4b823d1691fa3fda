package org.pairlab.dataset;

import java.nio.file.Path;
import java.util.Map;
import org.pairlab.image.ImageDecoder;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobFactory;

/** Re-creates an import from its stored parameters; it re-runs from scratch (nothing was half-written). */
public final class ImportJobFactory implements JobFactory {
    @Override
    public String kind() {
        return ImportJob.KIND;
    }

    @Override
    public Job create(Project project, Map<String, Object> params) {
        ImportRequest r = new ImportRequest(ImportFormat.valueOf(String.valueOf(params.get("format"))),
                path(params.get("annotations")), path(params.get("instances")), path(params.get("imagesRoot")),
                (String) params.get("datasetName"), Boolean.parseBoolean(String.valueOf(params.get("strict"))),
                (String) params.get("textColumn"));
        Object max = params.get("maxPixels");
        return new ImportJob(project, r, max == null ? ImageDecoder.DEFAULT_MAX_PIXELS : Long.parseLong(max.toString()));
    }

    static Path path(Object o) {
        return o == null ? null : Path.of(o.toString());
    }
}
