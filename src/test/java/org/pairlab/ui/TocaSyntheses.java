package org.pairlab.ui;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.augment.toca.Scenario;
import org.pairlab.augment.toca.SynthesisResult;
import org.pairlab.augment.toca.Toca;
import org.pairlab.augment.toca.TocaCorpus;
import org.pairlab.augment.toca.TocaProject;
import org.pairlab.augment.toca.TocaSettings;
import org.pairlab.lm.style.CocoCaptions;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;
import org.pairlab.text.CaptionTagger;

/**
 * Two real ToCa runs stored in a project for the completer tests: "toca-fallbacks" over 24 COCO val2017 captions
 * whose phrase recombinations run out (docs/toca.md's "file order 1-24"), asked for as many captions as there are
 * recombinations, so the swap fallbacks write the rest; then "toca-phrase", 12 captions of the same corpus, all
 * phrase recombinations. Stored in that order, so "as made" lists phrase captions after fallback ones.
 */
final class TocaSyntheses {
    private TocaSyntheses() {
    }

    static void storeTwoRuns(Project project) throws IOException {
        CaptionTagger tagger = CaptionTagger.english();
        Toca toca = new Toca(tagger);
        TocaSettings settings = new TocaSettings(Scenario.IN_DOMAIN, 1, 3, Double.POSITIVE_INFINITY, 56, true, 1, 2,
                Integer.MAX_VALUE);
        TocaCorpus corpus = toca.corpus(fileOrder(1, 24), settings, null);
        int supply = org.pairlab.augment.toca.PhraseRecombiner.recombine(
                new org.pairlab.augment.toca.CaptionDeconstructor(tagger), corpus.captions()).size();
        SynthesisResult fallbacks = toca.embedded(corpus, settings).run(supply, 3, null);
        TocaProject.store(project, "toca-fallbacks", corpus, fallbacks, settings, "coco-val2017");
        SynthesisResult phrase = toca.embedded(corpus, settings.withSeed(7)).run(12, 7, null);
        TocaProject.store(project, "toca-phrase", corpus, phrase, settings.withSeed(7), "coco-val2017");
    }

    /** The first caption of images {@code from}..{@code to} (1-based) in the order captions_val2017.json lists them. */
    static List<String> fileOrder(int from, int to) throws IOException {
        Path file = SharedData.root().resolve("coco-captions-val2017/captions_val2017.json");
        JsonNode images = new ObjectMapper().readTree(file.toFile()).path("images");
        Map<Long, String> first = new HashMap<>();
        for (CocoCaptions.ImageCaption c : CocoCaptions.read(file)) {
            first.putIfAbsent(c.imageId(), c.caption()); // read() sorts by image id, then annotation id
        }
        List<String> out = new ArrayList<>();
        for (int i = from - 1; i < to; i++) {
            out.add(first.get(images.get(i).path("id").asLong()));
        }
        return out;
    }
}
