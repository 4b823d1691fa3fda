package org.pairlab.augment.cutswap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.RejectedException;
import org.pairlab.augment.SourceSample;
import org.pairlab.project.Box;
import org.pairlab.project.BoxSource;
import org.pairlab.project.Caption;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.pairlab.text.CaptionTagger;

/** Text rules and every rejection reason, on small hand-made indexes built with the real tagger. */
class CutSwapRulesTest {
    private static CaptionTagger tagger;
    private static CaptionObjects objects;
    private final CutSwapAugmenter augmenter = new CutSwapAugmenter(AlignmentScorerProvider.NONE, () -> {
        throw new AssertionError("no embedding needed");
    });

    @BeforeAll
    static void load() {
        tagger = CaptionTagger.english();
        objects = new CaptionObjects(tagger, ObjectVocabulary.cocoDefault());
    }

    @Test
    void findsObjectsPhrasesSynonymsAndNumber() {
        List<ObjectMention> ms = objects.find("Two puppies and a hot dog next to a man");
        assertEquals(List.of("puppy", "hot dog", "man"), ms.stream().map(ObjectMention::lemma).toList());
        assertEquals(List.of("dog", "hot dog", "person"), ms.stream().map(ObjectMention::category).toList());
        assertEquals(List.of(true, false, false), ms.stream().map(ObjectMention::plural).toList());
        assertTrue(objects.find("A group of people on a beach").get(0).plural(), "people is plural");
    }

    @Test
    void attributesBeforeTheObjectCollapseAndPredicativeOnesAreFound() {
        ObjectMention bus = objects.find("A red and white bus parked on the street").get(0);
        assertEquals(1, bus.attributes().size());
        assertEquals(List.of("red", "white"), bus.attributeWords());
        assertEquals("red and white", "A red and white bus".substring(bus.attributes().get(0).start(), bus.attributes().get(0).end()));
        ObjectMention pizza = objects.find("The pizza is plain").get(0);
        assertEquals(List.of("plain"), pizza.attributeWords());
        assertTrue(pizza.attributes().get(0).predicative());
        assertTrue(objects.find("A dog next to the same car").get(1).attributes().isEmpty(), "junk attribute 'same' ignored");
    }

    @Test
    void rewriteKeepsNumberCapitalisationAndArticleAgreement() {
        String c = "A red and white bus parked on the street";
        ObjectMention bus = objects.find(c).get(0);
        assertEquals("An old truck parked on the street", SwapCaptionWriter.rewrite(c, bus, "truck", "old"));
        String plural = "Three dogs are sleeping on a couch";
        ObjectMention dogs = objects.find(plural).get(0);
        assertTrue(dogs.plural());
        ObjectIndex empty = new ObjectIndex("x", 5, 0, Map.of(), Map.of(), Map.of());
        assertEquals("Three cats are sleeping on a couch", SwapCaptionWriter.rewrite(plural, dogs, empty.form("cat", true), null));
        assertEquals("Two buses", SwapCaptionWriter.rewrite("Two cars", objects.find("Two cars").get(0), empty.form("bus", true), null));
        assertEquals("Pizza on a plate", SwapCaptionWriter.rewrite("Sandwich on a plate", objects.find("Sandwich on a plate").get(0), "pizza", null));
        assertEquals("Truck on the road", SwapCaptionWriter.rewrite("Red bus on the road", objects.find("Red bus on the road").get(0), "truck", null));
        assertEquals("The cake is sweet", SwapCaptionWriter.rewrite("The pizza is plain", objects.find("The pizza is plain").get(0), "cake", "sweet"));
    }

    @Test
    void attributesSeenFewerThanFiveTimesAreDroppedAndPluralFormsComeFromTheCorpus() throws Exception {
        List<ObjectIndexBuilder.CaptionInput> caps = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            caps.add(new ObjectIndexBuilder.CaptionInput(i, i, "A red bus on the road"));
        }
        for (int i = 0; i < 4; i++) {
            caps.add(new ObjectIndexBuilder.CaptionInput(10 + i, 10 + i, "A shiny bus near two geese"));
        }
        ObjectIndex idx = new ObjectIndexBuilder(objects, 2, 5).build(caps, Map.of(), (d, t) -> { }, () -> false);
        assertEquals(Map.of("red", 5), idx.lemma("bus").orElseThrow().attributes());
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L), idx.lemma("bus").orElseThrow().samplesByAttribute().get("red"));
        assertEquals("geese", idx.form("goose", true));
        assertEquals("buses", idx.form("bus", true));
    }

    // --- rejection reasons on a hand-made dataset: sample 1 shows a pizza, other samples show sandwiches ---

    private static final int W = 400;
    private static final int H = 300;

    private record Fixture(CutSwapModel model, SourceSample source) {
    }

    private Fixture fixture(String caption, List<Box> ownBoxes, List<Box> sandwichBoxes, boolean sandwichNamed)
            throws Exception {
        List<ObjectIndexBuilder.CaptionInput> caps = new ArrayList<>();
        caps.add(new ObjectIndexBuilder.CaptionInput(1, 100, caption));
        caps.add(new ObjectIndexBuilder.CaptionInput(2, 200, "A big sandwich on a plate"));
        caps.add(new ObjectIndexBuilder.CaptionInput(3, 300, "A plate on a table"));
        // When the sandwich is not "named", its boxes sit in sample 3, whose caption does not mention it.
        Map<Long, List<Box>> boxes = sandwichNamed ? Map.of(1L, ownBoxes, 2L, sandwichBoxes)
                : Map.of(1L, ownBoxes, 3L, sandwichBoxes);
        ObjectIndex idx = new ObjectIndexBuilder(objects, 1, 5).build(caps, boxes, (d, t) -> { }, () -> false);
        Sample s = new Sample(1, 1, "1", "x.jpg", W, H, "c", "train", ReviewStatus.PENDING);
        CutSwapModel model = new CutSwapModel(idx, Map.of("pizza", 0, "sandwich", 0), "fp");
        return new Fixture(model, new SourceSample(s, List.of(new Caption(100, 1, "100", 0, caption)), ownBoxes));
    }

    private static Box box(long id, String cat, double x, double y, double w, double h) {
        return new Box(id, cat, x, y, w, h, null, BoxSource.IMPORTED, false);
    }

    private String reason(Fixture f, Map<String, Object> overrides) {
        Map<String, Object> params = GenerationJob.withDefaults(augmenter, overrides);
        RejectedException e = assertThrows(RejectedException.class, () -> augmenter.proposeForCaption(f.source(),
                f.source().captions().get(0), f.model(), params, new SplittableRandom(1)));
        return e.reason();
    }

    private static final Box PIZZA = box(1, "pizza", 100, 100, 150, 120);
    private static final Box GOOD_SANDWICH = box(2, "sandwich", 10, 10, 140, 110);

    @Test
    void aGoodFixtureMakesCandidates() throws Exception {
        Fixture f = fixture("A pizza on a table", List.of(PIZZA), List.of(GOOD_SANDWICH), true);
        var out = augmenter.proposeForCaption(f.source(), f.source().captions().get(0), f.model(),
                GenerationJob.withDefaults(augmenter, Map.of()), new SplittableRandom(1));
        assertFalse(out.isEmpty());
    }

    @Test
    void everyRejectionReasonIsReported() throws Exception {
        assertEquals(CutSwapAugmenter.NO_OBJECT, reason(fixture("A plate on a bench", List.of(PIZZA), List.of(GOOD_SANDWICH), true), Map.of()));
        assertEquals(CutSwapAugmenter.NO_BOX, reason(fixture("A pizza on a table", List.of(), List.of(GOOD_SANDWICH), true), Map.of()));
        Fixture ok = fixture("A pizza on a table", List.of(PIZZA), List.of(GOOD_SANDWICH), true);
        assertEquals(CutSwapAugmenter.AREA_SMALL, reason(ok, Map.of("min_area", "0.9")));
        assertEquals(CutSwapAugmenter.AREA_LARGE, reason(ok, Map.of("min_area", "0", "max_area", "0.05")));
        assertEquals(CutSwapAugmenter.NO_ALTERNATIVE, reason(fixture("A pizza on a table", List.of(PIZZA), List.of(), true), Map.of()));
        assertEquals(CutSwapAugmenter.NO_PATCH, reason(fixture("A pizza on a table", List.of(PIZZA),
                List.of(GOOD_SANDWICH), false), Map.of()));
        assertEquals(CutSwapAugmenter.BAD_ASPECT, reason(fixture("A pizza on a table", List.of(PIZZA),
                List.of(box(2, "sandwich", 0, 0, 300, 40)), true), Map.of()));
        assertEquals(CutSwapAugmenter.LOW_DENSITY, reason(fixture("A pizza on a table", List.of(PIZZA),
                List.of(box(2, "sandwich", 0, 0, 30, 24)), true), Map.of()));
        assertEquals(CutSwapAugmenter.COVERS_OTHER, reason(fixture("A pizza next to a cup", List.of(PIZZA,
                box(3, "cup", 100, 100, 140, 90)), List.of(GOOD_SANDWICH), true), Map.of()));
    }

    @Test
    void aSmallOverlapWithANamedObjectIsLeftOutOfThePatch() throws Exception {
        Fixture f = fixture("A pizza next to a cup", List.of(PIZZA, box(3, "cup", 220, 190, 40, 40)), List.of(GOOD_SANDWICH), true);
        var out = augmenter.proposeForCaption(f.source(), f.source().captions().get(0), f.model(),
                GenerationJob.withDefaults(augmenter, Map.of()), new SplittableRandom(1));
        assertFalse(out.isEmpty());
    }

    @Test
    void nmsAndUnionArea() {
        var a = new BoxMath.Rect(0, 0, 10, 10, 0);
        var b = new BoxMath.Rect(1, 1, 10, 10, 0);
        var c = new BoxMath.Rect(50, 50, 10, 10, 0);
        assertEquals(2, BoxMath.nms(List.of(a, b, c), 0.5).size());
        assertEquals(3, BoxMath.nms(List.of(a, b, c), 0.9).size());
        assertEquals(100 + 100 - 81 + 100, BoxMath.unionArea(List.of(a, b, c)), 1e-9);
    }

    @Test
    void averageLinkageFindsWellSeparatedGroupsBySilhouette() {
        List<float[]> v = new ArrayList<>();
        float[][] centres = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 30; i++) {
            float[] c = centres[i % 3];
            v.add(new float[]{c[0] + (float) r.nextDouble(0, 0.1), c[1] + (float) r.nextDouble(0, 0.1), c[2] + (float) r.nextDouble(0, 0.1)});
        }
        AgglomerativeClustering.Result res = AgglomerativeClustering.cluster(v, 2, 15);
        assertEquals(3, res.k());
        for (int i = 0; i < 30; i++) {
            assertEquals(res.labels()[i % 3], res.labels()[i]);
        }
        assertTrue(res.silhouette() > 0.8);
    }
}
