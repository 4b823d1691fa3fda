package org.pairlab.ui;

import org.pairlab.dataset.ImportRequest;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;

/**
 * Seam to the dataset importer: turns an import request into a job the UI submits to the JobRunner. The job is
 * expected to store its {@code ImportReport} as JSON in the new dataset's report, which the UI shows when it ends.
 */
@FunctionalInterface
public interface ImportService {
    Job importJob(Project project, ImportRequest request);
}
