package org.pairlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.dataset.PartialExports;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab runs FILE [--json]}: the project's runs. */
@Command(mixinStandardHelpOptions = true, name = "runs", description = "List the runs (imports, exports, generation, ...) of a project.")
final class RunsCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Option(names = "--clean", description = "Remove partial export folders left by exports that were killed.")
    boolean clean;

    @Override
    public Integer call() throws Exception {
        try (Project p = project.open()) {
            List<Map<String, Object>> out = new ArrayList<>();
            for (Run r : p.runs().list()) {
                Map<String, Object> m = summary(r);
                m.put("params", Json.read(r.paramsJson(), Map.class));
                m.put("metrics", Json.read(r.metricsJson(), Map.class));
                m.put("createdAt", r.createdAt());
                m.put("finishedAt", r.finishedAt());
                out.add(m);
            }
            List<PartialExports.Partial> partials = clean ? PartialExports.clean(p) : PartialExports.list(p);
            List<Map<String, Object>> partialJson = new ArrayList<>();
            for (PartialExports.Partial pe : partials) {
                partialJson.add(Map.of("folder", pe.folder().toString(), "bytes", pe.bytes(), "removed", clean));
            }
            common.result(Map.of("runs", out, "partialExports", partialJson));
            for (Map<String, Object> m : out) {
                common.sayf("%4s  %-8s %-12s %5.1f%%  %s — %s", m.get("id"), m.get("kind"), m.get("state"),
                        100 * (double) m.get("progress"), m.get("title"), m.get("message"));
            }
            for (PartialExports.Partial pe : partials) {
                // On stderr so --json output stays one JSON value.
                common.progress().printf("%s partial export %s (%d bytes)%s%n", clean ? "removed" : "abandoned", pe.folder(),
                        pe.bytes(), clean ? "" : "; remove it with: pairlab runs FILE --clean");
            }
        }
        return 0;
    }

    /** The fields of a run that both {@code runs} and {@code info} print. */
    static Map<String, Object> summary(Run r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", r.id());
        m.put("kind", r.kind());
        m.put("title", r.title());
        m.put("state", r.state().db());
        m.put("progress", r.progress());
        m.put("message", r.message());
        return m;
    }
}
