package org.pairlab.ui;

import org.pairlab.dataset.ImportRequest;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;

/**
 * The production import/export seam. The two bodies are wired by the integrator when the {@code org.pairlab.dataset}
 * branch is merged:
 * <pre>
 * importJob: return new ImportJob(project, request);
 * exportJob: return new ExportJob(project, new ExportRequest(ExportFormat.valueOf(s.format()), s.folder(),
 *            includes(s), s.split(), s.overwrite()));   // includes: ORIGINALS if s.originals(), ACCEPTED if s.accepted()
 * </pre>
 */
public final class DatasetServices implements ImportService, ExportService {
    @Override
    public Job importJob(Project project, ImportRequest request) {
        throw new UnsupportedOperationException("wired at merge");
    }

    @Override
    public Job exportJob(Project project, ExportSettings s) {
        throw new UnsupportedOperationException("wired at merge");
    }
}
