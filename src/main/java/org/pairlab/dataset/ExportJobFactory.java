package org.pairlab.dataset;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobFactory;

/** Re-creates an export from its stored parameters. */
public final class ExportJobFactory implements JobFactory {
    @Override
    public String kind() {
        return ExportJob.KIND;
    }

    /** The layout options stored with the run; runs stored before they existed get the defaults. */
    static ExportOptions options(Map<String, Object> params) {
        Object shard = params.get("shardSize");
        Object column = params.get("textColumn");
        return new ExportOptions(shard == null ? ExportOptions.DEFAULT.shardSize() : Integer.parseInt(shard.toString()),
                column == null ? null : column.toString());
    }

    @Override
    public Job create(Project project, Map<String, Object> params) {
        Set<ExportInclude> include = EnumSet.noneOf(ExportInclude.class);
        Object inc = params.get("include");
        if (inc != null && !inc.toString().isBlank()) {
            Arrays.stream(inc.toString().split(",")).map(String::trim).map(ExportInclude::valueOf).forEach(include::add);
        }
        Object split = params.get("split");
        // A resumed export may meet the folder it half-replaced; the original request decides about overwriting.
        return new ExportJob(project, new ExportRequest(ExportFormat.valueOf(String.valueOf(params.get("format"))),
                Path.of(String.valueOf(params.get("out"))), include, split == null ? null : split.toString(),
                Boolean.parseBoolean(String.valueOf(params.get("overwrite"))), options(params)));
    }
}
