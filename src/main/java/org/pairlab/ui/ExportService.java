package org.pairlab.ui;

import org.pairlab.project.Project;
import org.pairlab.runs.Job;

/** Seam to the dataset exporter: turns the export dialog's settings into a job the UI submits to the JobRunner. */
@FunctionalInterface
public interface ExportService {
    Job exportJob(Project project, ExportSettings settings);
}
