package org.pairlab.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import opennlp.tools.lemmatizer.LemmatizerME;
import opennlp.tools.util.Span;
import org.junit.jupiter.api.Test;
import org.pairlab.project.Json;
import org.pairlab.testing.SharedData;

/** The remembering lemmatizer gives OpenNLP's lemmas exactly, on real COCO captions, including once answers repeat. */
class RememberingLemmatizerTest {
    private static final OpenNlpEnglishModels MODELS = OpenNlpEnglishModels.load();

    @Test
    void sameLemmasAsOpenNlpOnCocoCaptions() throws IOException {
        JsonNode root = Json.MAPPER.readTree(SharedData.root()
                .resolve("coco-captions-val2017/captions_val2017.json").toFile());
        OpenNlpEnglishModels.Tools tools = MODELS.perThreadTools().get();
        LemmatizerME reference = new LemmatizerME(MODELS.lemmas());
        // A small memory, so answers are also forgotten and asked again within the run.
        RememberingLemmatizer remembering = new RememberingLemmatizer(MODELS.lemmas(),
                new RememberingLemmatizer.Answers(MODELS.lemmas(), 500));
        int compared = 0;
        int changed = 0;
        for (JsonNode a : root.get("annotations")) {
            if (compared == 3000) {
                break;
            }
            String caption = a.get("caption").asText();
            String[] words = Span.spansToStrings(tools.tokenizer().tokenizePos(caption), caption);
            String[] tags = tools.tagger().tag(words);
            String[] expected = reference.lemmatize(words, tags);
            assertArrayEquals(expected, remembering.lemmatize(words, tags), caption);
            // Twice: the second time every answer may come from memory.
            assertArrayEquals(expected, remembering.lemmatize(words, tags), caption);
            changed += Arrays.equals(expected, Arrays.stream(words).map(String::toLowerCase).toArray()) ? 0 : 1;
            compared++;
        }
        assertEquals(3000, compared);
        // The comparison means something only if lemmatizing changes words (plurals, verb forms).
        assertEquals(true, changed > 1000, "captions whose lemmas differ from their words: " + changed);
    }

    @Test
    void thresholdIsTheBeamSizesLargestScoreWithDuplicatesCounted() {
        Random random = new Random(7);
        for (int round = 0; round < 2000; round++) {
            int n = 1 + random.nextInt(30);
            double[] scores = new double[n];
            for (int i = 0; i < n; i++) {
                // Few distinct values, so ties are common.
                scores[i] = random.nextInt(6) / 5.0;
            }
            int k = 1 + random.nextInt(5);
            double[] sorted = scores.clone();
            Arrays.sort(sorted);
            assertEquals(sorted[Math.max(0, n - k)], RememberingLemmatizer.Search.threshold(scores, k),
                    Arrays.toString(scores) + " k=" + k);
        }
        assertEquals(Double.NaN, RememberingLemmatizer.Search.threshold(new double[] {0.1, Double.NaN, 0.2}, 1));
    }

    @Test
    void threadsShareAnswersAndAgree() throws Exception {
        List<String> captions = List.of("Two dogs are playing with a red and white frisbee.",
                "A man is riding horses along the beaches.", "The women were sitting on benches eating sandwiches.");
        CaptionTagger tagger = CaptionTagger.english();
        List<List<String>> first = new ArrayList<>();
        for (String c : captions) {
            first.add(tagger.tag(c).tokens().stream().map(TaggedToken::lemma).toList());
        }
        assertEquals(List.of("two", "dog", "be", "play", "with", "a", "red", "and", "white", "frisbee", "."),
                first.get(0));
        Thread[] threads = new Thread[2];
        List<Throwable> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (int r = 0; r < 50; r++) {
                    for (int i = 0; i < captions.size(); i++) {
                        List<String> again = tagger.tag(captions.get(i)).tokens().stream().map(TaggedToken::lemma).toList();
                        if (!again.equals(first.get(i))) {
                            failures.add(new AssertionError(again + " != " + first.get(i)));
                        }
                    }
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(List.of(), failures);
    }
}
