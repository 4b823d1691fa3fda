package org.pairlab.ui;

import java.util.EnumSet;
import java.util.Set;
import org.pairlab.dataset.ExportFormat;
import org.pairlab.dataset.ExportInclude;
import org.pairlab.dataset.ExportJob;
import org.pairlab.dataset.ExportRequest;
import org.pairlab.dataset.ImportJob;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;

/** The production import/export seam: the dataset core's import and export jobs. */
public final class DatasetServices implements ImportService, ExportService {
    @Override
    public Job importJob(Project project, ImportRequest request) {
        return new ImportJob(project, request);
    }

    @Override
    public Job exportJob(Project project, ExportSettings s) {
        Set<ExportInclude> include = EnumSet.noneOf(ExportInclude.class);
        if (s.originals()) {
            include.add(ExportInclude.ORIGINALS);
        }
        if (s.accepted()) {
            include.add(ExportInclude.ACCEPTED);
        }
        return new ExportJob(project, new ExportRequest(ExportFormat.valueOf(s.format()), s.folder(), include, s.split(),
                s.overwrite()));
    }
}
