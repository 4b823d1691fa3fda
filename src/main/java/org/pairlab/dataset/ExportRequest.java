package org.pairlab.dataset;

import java.nio.file.Path;
import java.util.Set;

/**
 * What to export, where to: {@code split} null exports every split; {@code overwrite} allows replacing a previous
 * PairLab export; {@code options} the layout's own settings (shard size, text column).
 */
public record ExportRequest(ExportFormat format, Path out, Set<ExportInclude> include, String split, boolean overwrite,
                            ExportOptions options) {
    public ExportRequest {
        include = Set.copyOf(include);
        options = options == null ? ExportOptions.DEFAULT : options;
    }

    /** A request with the default options. */
    public ExportRequest(ExportFormat format, Path out, Set<ExportInclude> include, String split, boolean overwrite) {
        this(format, out, include, split, overwrite, ExportOptions.DEFAULT);
    }
}
