package org.pairlab.dataset;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The parameters stored with an export run ({@link ExportJob}); same keys as runs stored before this record. The
 * included parts stay one comma-separated text, sorted, so equal requests store equal parameters.
 *
 * @param shardSize samples per shard, or null (runs stored before it existed) for the default
 * @param textColumn the caption column, or null for the default
 */
public record ExportParams(ExportFormat format, String out, String include, String split, boolean overwrite,
                           Integer shardSize, String textColumn) {
    public ExportParams {
        if (format == null) {
            throw new IllegalArgumentException("Stored export parameters: key 'format' is missing.");
        }
        if (out == null) {
            throw new IllegalArgumentException("Stored export parameters: key 'out' is missing.");
        }
    }

    /** The stored form of a request. */
    public static ExportParams of(ExportRequest r) {
        return new ExportParams(r.format(), r.out().toString(),
                r.include().stream().map(Enum::name).sorted().collect(Collectors.joining(",")), r.split(),
                r.overwrite(), r.options().shardSize(), r.options().textColumn());
    }

    /** The request these parameters describe. */
    public ExportRequest request() {
        Set<ExportInclude> parts = EnumSet.noneOf(ExportInclude.class);
        if (include != null && !include.isBlank()) {
            Arrays.stream(include.split(",")).map(String::trim).map(ExportInclude::valueOf).forEach(parts::add);
        }
        return new ExportRequest(format, Path.of(out), parts, split, overwrite, options());
    }

    /** The layout options; runs stored before they existed get the defaults. */
    public ExportOptions options() {
        return new ExportOptions(shardSize == null ? ExportOptions.DEFAULT.shardSize() : shardSize, textColumn);
    }
}
