package org.pairlab.augment.cutswap;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which words a donor image's captions ground for its boxes (issue 14 points 1 and 2): the word written into a swapped
 * caption must name what the pasted patch shows. A donor grounds a word for a box of category C when its captions use
 * the word, and either the word is C's own name ("dog" for a dog box), or the image has one box of C, or its captions
 * use no other word of C (a "man and a girl" image with two person boxes grounds neither word for either box).
 */
final class DonorGrounding {
    /** sample -> category -> object lemmas its captions use for that category. */
    private final Map<Long, Map<String, Set<String>>> words = new HashMap<>();
    /** sample -> category -> boxes (not crowd). */
    private final Map<Long, Map<String, Integer>> boxes = new HashMap<>();

    DonorGrounding(ObjectIndex index) {
        for (ObjectIndex.LemmaEntry e : index.lemmas().values()) {
            if (e.category() == null) {
                continue;
            }
            for (long s : e.samples()) {
                words.computeIfAbsent(s, k -> new HashMap<>()).computeIfAbsent(e.category(), k -> new HashSet<>()).add(e.lemma());
            }
        }
        index.patchesByCategory().forEach((category, patches) -> {
            for (ObjectIndex.PatchRef p : patches) {
                boxes.computeIfAbsent(p.sampleId(), k -> new HashMap<>()).merge(category, 1, Integer::sum);
            }
        });
    }

    /** The lemmas a sample's captions use for a category. */
    Set<String> wordsFor(long sampleId, String category) {
        return words.getOrDefault(sampleId, Map.of()).getOrDefault(category, Set.of());
    }

    /** How many boxes of a category the sample has. */
    int boxCount(long sampleId, String category) {
        return boxes.getOrDefault(sampleId, Map.of()).getOrDefault(category, 0);
    }

    /**
     * Whether a box of {@code v.category()} in {@code donor} shows what {@code v.lemma()} names. A swap within the
     * replaced object's own category ({@code replaced}) also needs a single box there, named by a word other than the
     * replaced one, so the patch really shows something the caption did not already say.
     */
    boolean grounds(long donor, TextVariant v, ObjectMention replaced) {
        Set<String> named = wordsFor(donor, v.category());
        if (!named.contains(v.lemma())) {
            return false;
        }
        int count = boxCount(donor, v.category());
        boolean sameCategory = v.category().equals(replaced.category());
        if (sameCategory) {
            if (count != 1) {
                return false;
            }
            // Same word: only a new attribute, which the patch chooser already found with this word in the captions.
            return v.lemma().equals(replaced.lemma()) ? v.attribute() != null : !named.contains(replaced.lemma());
        }
        return v.lemma().equals(v.category()) || count == 1 || named.size() == 1;
    }

    /** The donors among {@code samples} that ground the variant. */
    List<Long> grounding(List<Long> samples, TextVariant v, ObjectMention replaced) {
        return samples.stream().filter(s -> grounds(s, v, replaced)).toList();
    }
}
