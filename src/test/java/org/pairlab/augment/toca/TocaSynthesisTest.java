package org.pairlab.augment.toca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.cli.PairLabCli;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.SentenceScore;
import org.pairlab.lm.ngram.KneserNeyTrainer;

/**
 * ToCa's embedded default end to end on 56 real COCO captions (the paper's data-efficient corpus), through
 * {@code pairlab synthesize}: unique captions, none a corpus caption, every drawn word used, and about as fluent as
 * the corpus under a caption model trained on the other COCO images' captions. (The full 1,100-caption figure is in
 * docs/toca.md; a test runs a smaller count to stay within a minute on a loaded machine.)
 */
class TocaSynthesisTest {
    @Test
    void embeddedDefaultMakesNewFluentCaptionsFrom56CocoCaptions(@TempDir Path dir) throws Exception {
        TocaCorpora.Split split = TocaCorpora.coco56();
        Path corpus = dir.resolve("coco56.txt");
        Files.write(corpus, split.corpus());
        Path out = dir.resolve("toca.jsonl");
        assertEquals(0, PairLabCli.run("synthesize", "--corpus", corpus.toString(), "--count", "120", "--out",
                out.toString(), "--seed", "4"));
        List<String> lines = Files.readAllLines(out);
        assertEquals(120, lines.size());
        ObjectMapper json = new ObjectMapper();
        Set<String> seen = new HashSet<>();
        Set<String> corpusKeys = new HashSet<>();
        split.corpus().forEach(c -> corpusKeys.add(TocaCorpus.normalize(c)));
        LanguageModel judge = new KneserNeyTrainer(3, LmTokenizer.PTB).train(split.heldOut());
        SentenceScore synthetic = SentenceScore.zero();
        for (String line : lines) {
            JsonNode o = json.readTree(line);
            String caption = o.path("caption").asText();
            assertTrue(seen.add(TocaCorpus.normalize(caption)), "duplicate " + caption);
            assertFalse(corpusKeys.contains(TocaCorpus.normalize(caption)), "copy of the corpus: " + caption);
            for (JsonNode w : o.path("words")) {
                assertTrue((" " + TocaCorpus.normalize(caption) + " ").contains(" " + w.asText().toLowerCase(Locale.ROOT) + " "),
                        caption + " lacks " + w);
            }
            assertTrue(o.path("template").asText().matches(".*\\[(N|J|R|VB[DGNPZ]?)\\].*"), line);
            synthetic = synthetic.plus(judge.scoreCaption(caption));
        }
        SentenceScore real = SentenceScore.zero();
        for (String c : split.corpus()) {
            real = real.plus(judge.scoreCaption(c));
        }
        double ratio = synthetic.perplexity() / real.perplexity();
        assertTrue(ratio <= 1.6, "perplexity " + synthetic.perplexity() + " vs the corpus's " + real.perplexity());
    }

    @Test
    void aCorpusTooSmallForTheCountStopsWithAReason(@TempDir Path dir) throws Exception {
        Path corpus = dir.resolve("two.txt");
        Files.write(corpus, List.of("A dog chasing a cat.", "A cat chasing a mouse."));
        TocaSettings settings = TocaSettings.defaults(50);
        Toca toca = new Toca(org.pairlab.text.CaptionTagger.english());
        TocaCorpus tc = toca.corpus(Files.readAllLines(corpus), settings, null);
        SynthesisShortfallException e = assertThrows(SynthesisShortfallException.class,
                () -> toca.embedded(tc, settings).run(50, 1, null));
        assertTrue(e.getMessage().contains("kept only") && e.getMessage().contains("eq. 13"), e.getMessage());
        assertTrue(e.partial().captions().size() < 50);
        // The command line says the same in one line, and the cross-domain preset wants its pairs.
        Path out = dir.resolve("out.jsonl");
        assertEquals(1, PairLabCli.run("synthesize", "--corpus", corpus.toString(), "--count", "5", "--out",
                out.toString(), "--scenario", "cross-domain"));
        assertEquals(org.pairlab.cli.ExitCodes.USAGE, PairLabCli.run("synthesize", "--corpus", corpus.toString(),
                "--count", "5", "--out", out.toString(), "--tau", "-1"));
    }

    @Test
    void dataEfficientPresetCutsALargeCorpusToASeededSubset() {
        List<String> many = java.util.stream.IntStream.range(0, 500).mapToObj(i -> "caption " + i).toList();
        List<String> a = Toca.smallSubset(many, 56, 7);
        assertEquals(56, a.size());
        assertEquals(a, Toca.smallSubset(many, 56, 7));
        assertTrue(new HashSet<>(many).containsAll(a));
        assertFalse(a.equals(Toca.smallSubset(many, 56, 8)));
    }
}
