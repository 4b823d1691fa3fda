package org.pairlab.lm.style;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

/** The style classifier on the real data: COCO val2017 captions as factual, FlickrStyle humorous and romantic. */
class StyleClassifierTest {
    private static final Set<String> SHARED_TOPIC = Set.of("man", "woman", "men", "women", "boy", "girl", "people",
            "child", "dog", "dogs");
    private static StyleDataset all;
    private static StyleClassifier threeWay;

    @BeforeAll
    static void load() throws IOException {
        Path d = SharedData.root();
        all = StyleDataset.load(d.resolve("coco-captions-val2017/captions_val2017.json"),
                Map.of("humorous", d.resolve("flickrstyle/humor.train.txt"),
                        "romantic", d.resolve("flickrstyle/romantic.train.txt")));
        threeWay = StyleTrainer.train(all.train(), StyleTrainingOptions.DEFAULT);
    }

    @Test
    void theSplitIsDeterministicAndReadsEveryLine() throws IOException {
        assertEquals(5000 + 6000 + 6000, all.train().size() + all.dev().size());
        assertEquals(600, all.dev().stream().filter(c -> c.style().equals("romantic")).count());
        assertEquals(600, all.dev().stream().filter(c -> c.style().equals("humorous")).count());
        // COCO images whose id ends in 0: 481 of the 5,000.
        assertEquals(481, all.dev().stream().filter(c -> c.style().equals("factual")).count());
        assertEquals(6000, StyleDataset.readLines(SharedData.root().resolve("flickrstyle/humor.train.txt")).size());
        assertEquals(List.of("factual", "humorous", "romantic"), threeWay.styles());
    }

    @Test
    void heldOutAccuracyOfEachPair() {
        double fh = pairAccuracy("factual", "humorous", StyleTrainingOptions.DEFAULT);
        double fr = pairAccuracy("factual", "romantic", StyleTrainingOptions.DEFAULT);
        double hr = pairAccuracy("humorous", "romantic", StyleTrainingOptions.DEFAULT);
        System.out.printf("dev accuracy: factual/humorous %.4f, factual/romantic %.4f, humorous/romantic %.4f, "
                + "3-way %s%n", fh, fr, hr, threeWay.accuracy(all.dev()));
        assertTrue(fh > 0.86, "factual vs humorous " + fh);
        assertTrue(fr > 0.88, "factual vs romantic " + fr);
        assertTrue(hr > 0.68, "humorous vs romantic " + hr);
        assertTrue(threeWay.accuracy(all.dev()).value() > 0.70);
    }

    @Test
    void factualVersusStyleIsNotOnlyTopic() {
        // Words one corpus alone uses ("giraffe") dropped, and only dev captions about people or dogs, which both
        // COCO and Flickr30k show: the classifier still tells factual from romantic.
        StyleDataset pair = all.restrictTo(Set.of("factual", "romantic"));
        StyleClassifier c = StyleTrainer.train(pair.train(), StyleTrainingOptions.DEFAULT.withMinStyles(2));
        List<LabelledCaption> sameTopic = pair.dev().stream()
                .filter(x -> StyleFeatures.tokens(x.caption()).stream().anyMatch(SHARED_TOPIC::contains)).toList();
        assertTrue(sameTopic.size() > 400);
        double accuracy = c.accuracy(sameTopic).value();
        System.out.printf("factual/romantic, shared features, people-or-dog dev captions: %s%n", c.accuracy(sameTopic));
        assertTrue(accuracy > 0.85, "accuracy " + accuracy);
        // The full model's romantic features are style words; its factual ones are COCO's topics (giraffe, tennis).
        List<String> romantic = threeWay.topFeatures("romantic", 10);
        assertTrue(romantic.containsAll(List.of("love", "loving")), romantic.toString());
    }

    @Test
    void probabilitiesAndPredictionAgree() {
        String caption = "a man in love rides a horse on the beach with his sweetheart";
        double[] p = threeWay.probabilities(caption);
        assertEquals(1.0, Arrays.stream(p).sum(), 1e-9);
        assertEquals("romantic", threeWay.predict(caption));
        assertTrue(threeWay.probability(caption, "romantic") > 0.5);
        assertEquals("factual", threeWay.predict("A man riding a horse on a beach."));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> threeWay.probability(caption, "sarcastic"));
        assertTrue(e.getMessage().contains("[factual, humorous, romantic]"), e.getMessage());
    }

    @Test
    void deletionImportanceFindsTheStyleWords() {
        List<WordImportance> romantic = threeWay.importance(
                "a man in love rides a horse on the beach with his sweetheart", "romantic");
        assertEquals("love", romantic.get(0).word());
        assertEquals(3, romantic.get(0).index());
        assertTrue(romantic.get(0).drop() > 0);
        assertEquals(13, romantic.size());
        List<WordImportance> humorous = threeWay.importance(
                "the dog is looking for its lost bone like a detective", "humorous");
        Set<String> top2 = Set.of(humorous.get(0).word(), humorous.get(1).word());
        assertTrue(top2.contains("like") || top2.contains("looking"), humorous.toString());
        for (int i = 1; i < humorous.size(); i++) {
            assertTrue(humorous.get(i - 1).drop() >= humorous.get(i).drop());
        }
    }

    @Test
    void naiveBayesAlsoLearnsTheStyles() {
        double nb = pairAccuracy("factual", "romantic",
                StyleTrainingOptions.DEFAULT.withMethod(StyleTrainingOptions.Method.NAIVE_BAYES));
        assertTrue(nb > 0.85, "naive Bayes factual vs romantic " + nb);
    }

    @Test
    void savedModelsLoadToTheSameProbabilities(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("style.json");
        threeWay.save(file);
        assertTrue(Files.size(file) < 1_000_000, Files.size(file) + " bytes");
        StyleClassifier back = StyleClassifier.load(file);
        assertEquals(threeWay.describe(), back.describe());
        for (LabelledCaption c : all.dev().subList(0, 200)) {
            assertArrayEquals(threeWay.probabilities(c.caption()), back.probabilities(c.caption()), 1e-12);
        }
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": 9}");
        IOException e = assertThrows(IOException.class, () -> StyleClassifier.load(bad));
        assertTrue(e.getMessage().contains("bad.json"), e.getMessage());
    }

    private static double pairAccuracy(String a, String b, StyleTrainingOptions options) {
        StyleDataset pair = all.restrictTo(Set.of(a, b));
        return StyleTrainer.train(pair.train(), options).accuracy(pair.dev()).value();
    }
}
