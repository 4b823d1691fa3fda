package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.cutswap.ObjectVocabulary;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;
import org.pairlab.text.WordNetLookup;

/**
 * Synonym replacement and EDA write only single-word synonyms of the word's own sense and POS (issue 14 point 5), on
 * real val2017 captions; the rewrite check decides what is kept.
 */
class SynonymQualityTest {
    private static TextTools tools;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() {
        tools = new TextTools();
    }

    private static List<String> words(String caption) {
        return Arrays.stream(caption.split("[^A-Za-z']+")).filter(w -> !w.isEmpty()).toList();
    }

    @Test
    void strictSynonymsAreSingleCommonWordsOfTheMostUsedSense() {
        WordNetLookup wn = tools.wordNet();
        assertTrue(wn.strictSynonyms("tree", "NOUN").stream().noneMatch(s -> s.contains("beerbohm")));
        assertTrue(wn.strictSynonyms("food", "NOUN").stream().noneMatch(s -> s.contains(" ")));
        assertTrue(wn.strictSynonyms("fries", "NOUN").isEmpty(), "no 'Gallic fries'");
        assertTrue(wn.strictSynonyms("large", "ADJ").contains("big"));
        // "home" shares only its rare baseball sense with "plate"; its main sense is a dwelling.
        assertFalse(wn.strictSynonyms("plate", "NOUN").contains("home"));
    }

    @Test
    void theIssuesCaptionsGetNoPhraseNoProperNounAndNoObjectWord() {
        SynonymRewriter synonym = new SynonymRewriter(tools);
        ProtectedWords none = ProtectedWords.of(List.of());
        for (String c : List.of("A horse on dirt near flowering trees", "an open refrigerator filled with food",
                "A man standing in a bathroom")) {
            for (int seed = 0; seed < 20; seed++) {
                Optional<String> out = synonym.rewriteOne(tools.tagger().tag(c), none, 0.9, 0.5, new Random(seed));
                String r = out.orElse(c).toLowerCase(Locale.ROOT);
                assertEquals(words(c).size(), words(r).size(), "one word for one word: " + c + " -> " + r);
                assertFalse(r.contains("beerbohm") || r.contains("nourishment") || r.contains("toilet")
                        || r.contains("loose") || r.contains("filled up"), c + " -> " + r);
            }
        }
    }

    @Test
    void realCaptionsKeepTheirLengthCaseAndObjects() throws Exception {
        SynonymRewriter synonym = new SynonymRewriter(tools);
        EdaRewriter eda = new EdaRewriter(tools);
        ProtectedWords none = ProtectedWords.of(List.of());
        Map<String, String> vocabulary = ObjectVocabulary.cocoDefault().words();
        int changed = 0;
        Random random = new Random(5);
        for (String c : SharedData.val2017Captions().subList(0, 1500)) {
            Optional<String> syn = synonym.rewriteOne(tools.tagger().tag(c), none, 0.5, 0.5, random);
            if (syn.isPresent()) {
                changed++;
                List<String> before = words(c);
                List<String> after = words(syn.get());
                assertEquals(before.size(), after.size(), "a phrase came in: " + c + " -> " + syn.get());
                for (int i = 0; i < before.size(); i++) {
                    if (!before.get(i).equalsIgnoreCase(after.get(i))) {
                        assertNew(c, syn.get(), before.get(i), after.get(i), i, vocabulary);
                    }
                }
            }
            // EDA joins its tokens with spaces ("tub/ shower"), so only its new words are checked.
            Optional<String> e = eda.rewriteOne(c, "synonym", 0.1, none, random);
            if (e.isPresent()) {
                changed++;
                List<String> before = words(c).stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
                List<String> after = words(e.get());
                for (int i = 0; i < after.size(); i++) {
                    if (!before.contains(after.get(i).toLowerCase(Locale.ROOT))) {
                        assertNew(c, e.get(), "", after.get(i), i, vocabulary);
                    }
                }
            }
        }
        assertTrue(changed > 150, "rewritten among 1500 x 2: " + changed);
    }

    private static void assertNew(String c, String out, String was, String now, int position, Map<String, String> vocabulary) {
        assertFalse(position > 0 && Character.isUpperCase(now.charAt(0)) && !now.equals(now.toUpperCase(Locale.ROOT)),
                "proper noun: " + c + " -> " + out);
        assertFalse(vocabulary.containsKey(now.toLowerCase(Locale.ROOT)), "object word brought in: " + c + " -> " + out);
        assertFalse(vocabulary.containsKey(was.toLowerCase(Locale.ROOT)), "object word replaced: " + c + " -> " + out);
    }

    @Test
    void theRewriteCheckDecidesWhatIsKept() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 20));
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            Map<String, Object> params = Map.of("p", 0.5, "q", 0.5, "mix", "all");
            SourceSample src = null;
            List<String> caps = null;
            for (Sample s : p.samples().ofDataset(ds)) {
                SourceSample candidate = new SourceSample(s, p.samples().captions(s.id()), p.samples().boxes(s.id()));
                List<String> texts = candidate.captions().stream().map(org.pairlab.project.Caption::text).toList();
                try {
                    List<String> kept = new SynonymRewriter(tools).rewrite(candidate, texts, params, new Random(1), ctx);
                    assertFalse(kept.equals(texts), "accept-all keeps rewrites");
                    src = candidate;
                    caps = texts;
                    break;
                } catch (RejectedException e) {
                    // no replaceable word in this sample's captions; try the next
                }
            }
            assertTrue(src != null, "a sample with a replaceable word among 20");
            SourceSample source = src;
            List<String> captions = caps;
            assertThrows(RejectedException.class, () -> new SynonymRewriter(tools, (a, b) -> false)
                    .rewrite(source, captions, params, new Random(1), ctx));
            assertThrows(RejectedException.class, () -> new EdaRewriter(tools, (a, b) -> false)
                    .rewrite(source, captions, Map.of("op", "swap", "alpha", 0.1, "mix", "all"), new Random(1), ctx));
        }
    }
}
