package org.pairlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.project.Dataset;
import org.pairlab.project.MethodCounts;
import org.pairlab.project.Project;
import org.pairlab.project.ProjectSummary;
import org.pairlab.project.Run;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code pairlab info FILE [--json]}: what a project holds. */
@Command(mixinStandardHelpOptions = true, name = "info", description = "Show what a project holds: datasets, samples, captions, boxes, candidates, runs.")
final class InfoCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Override
    public Integer call() throws Exception {
        try (Project p = project.open()) {
            ProjectSummary s = p.summary();
            List<Map<String, Object>> datasets = new ArrayList<>();
            Map<Long, Long> sampleCounts = p.samples().countByDataset();
            for (Dataset d : p.datasets().list()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("id", d.id());
                m.put("name", d.name());
                m.put("format", d.format());
                m.put("root", d.root().toString());
                m.put("samples", sampleCounts.getOrDefault(d.id(), 0L));
                m.put("importedAt", d.importedAt());
                datasets.add(m);
            }
            Map<String, Object> candidates = new LinkedHashMap<>();
            s.candidates().forEach((method, c) -> candidates.put(method, counts(c)));
            List<Map<String, Object>> runs = new ArrayList<>();
            for (Run r : p.runs().list()) {
                runs.add(RunsCommand.summary(r));
            }
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("file", p.file().toString());
            out.put("schemaVersion", p.schemaVersion());
            out.put("datasets", datasets);
            out.put("samples", s.samples());
            out.put("captions", s.captions());
            out.put("boxes", s.boxes());
            out.put("candidates", candidates);
            Map<String, Object> quality = new LinkedHashMap<>();
            p.candidates().qualityByMethod().forEach((method, q) -> {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("scored", q.scored());
                m.put("medianFluency", q.medianFluency());
                m.put("addingGrammarErrors", q.addingGrammarErrors());
                quality.put(method, m);
            });
            out.put("captionQuality", quality);
            out.put("runs", runs);
            common.result(out);
            common.sayf("%s (schema %d)", p.file(), p.schemaVersion());
            common.sayf("%d datasets, %d samples, %d captions, %d boxes", s.datasets(), s.samples(), s.captions(), s.boxes());
            for (Map<String, Object> d : datasets) {
                common.sayf("  dataset %s: %s (%s, %s samples)", d.get("id"), d.get("name"), d.get("format"), d.get("samples"));
            }
            s.candidates().forEach((m, c) -> common.sayf("  %s: %d pending, %d accepted, %d rejected", m,
                    c.pending(), c.accepted(), c.rejected()));
            common.sayf("%d runs", s.runs());
        }
        return 0;
    }

    private static Map<String, Object> counts(MethodCounts c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("pending", c.pending());
        m.put("accepted", c.accepted());
        m.put("rejected", c.rejected());
        return m;
    }
}
