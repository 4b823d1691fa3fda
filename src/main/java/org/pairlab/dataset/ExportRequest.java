package org.pairlab.dataset;

import java.nio.file.Path;
import java.util.Set;

/** What to export, where to: {@code split} null exports every split; {@code overwrite} allows a non-empty folder. */
public record ExportRequest(ExportFormat format, Path out, Set<ExportInclude> include, String split, boolean overwrite) {
    public ExportRequest {
        include = Set.copyOf(include);
    }
}
