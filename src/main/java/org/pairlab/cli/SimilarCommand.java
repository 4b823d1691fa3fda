package org.pairlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.augment.similar.EmbeddedSamples;
import org.pairlab.augment.similar.SampleEmbeddings;
import org.pairlab.augment.similar.SimilarBy;
import org.pairlab.augment.similar.SimilarSample;
import org.pairlab.augment.similar.SimilarSamples;
import org.pairlab.project.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab similar FILE --sample ID [--by caption|image] [--top K]}: "more like this" on the command line. */
@Command(mixinStandardHelpOptions = true, name = "similar", description = "List the samples most like one sample, "
        + "by caption meaning (MiniLM) or by image (the alignment model, else a colour and edge histogram).")
final class SimilarCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Option(names = "--sample", required = true, paramLabel = "ID", description = "The original sample to start from.")
    long sample;

    @Option(names = "--by", paramLabel = "caption|image", defaultValue = "caption",
            description = "Compare captions or images (default: ${DEFAULT-VALUE}).")
    String by;

    @Option(names = "--top", paramLabel = "K", defaultValue = "10", description = "How many samples to list (default: ${DEFAULT-VALUE}).")
    int top;

    @Override
    public Integer call() {
        SimilarBy what;
        try {
            what = SimilarBy.parse(by);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--by must be caption or image, not '" + by + "'");
        }
        if (top < 1) {
            throw new UsageException("--top must be at least 1, not " + top);
        }
        try (Project p = project.open()) {
            if (p.samples().get(sample).isEmpty()) {
                throw new UsageException("--sample " + sample + ": no such original sample in " + p.file());
            }
            EmbeddedSamples embedded = new SampleEmbeddings(p).embed(what, (done, total) -> { });
            List<SimilarSample> ranked = SimilarSamples.rank(embedded, sample, top);
            List<Map<String, Object>> rows = new ArrayList<>();
            for (SimilarSample s : ranked) {
                String caption = p.samples().captions(s.sampleId()).stream().findFirst().map(c -> c.text()).orElse("");
                common.sayf("%d\t%.4f\t%s", s.sampleId(), s.similarity(), caption);
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("sample", s.sampleId());
                row.put("similarity", s.similarity());
                row.put("caption", caption);
                rows.add(row);
            }
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("sample", sample);
            result.put("by", what.word());
            result.put("encoder", embedded.encoderId());
            result.put("similar", rows);
            common.result(result);
        }
        return 0;
    }
}
