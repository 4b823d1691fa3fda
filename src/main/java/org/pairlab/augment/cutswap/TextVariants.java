package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * The caption variants of one object mention: every other object of its cluster (with boxes to take patches from),
 * combined with every frequent attribute seen with that object when the original object has an attribute. A variant
 * is valid only if the object or the attribute changes. Up to n_p of them are drawn at random.
 */
final class TextVariants {
    private TextVariants() {
    }

    static List<TextVariant> of(ObjectMention mention, CutSwapModel model, int nP, SplittableRandom rng) {
        String original = String.join(" ", mention.attributeWords());
        boolean hasAttribute = !mention.attributes().isEmpty();
        boolean predicative = mention.attributes().stream().anyMatch(ObjectMention.AttributeSlot::predicative);
        List<TextVariant> all = new ArrayList<>();
        for (String lemma : model.clusterOf(mention.lemma())) {
            ObjectIndex.LemmaEntry e = model.index().lemma(lemma).orElse(null);
            if (e == null || e.category() == null || model.index().patches(e.category()).isEmpty()) {
                continue;
            }
            boolean sameObject = lemma.equals(mention.lemma());
            if (hasAttribute && e.attributes().isEmpty() && predicative) {
                continue; // "the pizza is plain" cannot lose its attribute: "the cake is" is not a caption
            }
            if (!hasAttribute || e.attributes().isEmpty()) {
                if (!sameObject) {
                    all.add(new TextVariant(lemma, e.category(), null));
                }
                continue;
            }
            for (String attr : new TreeSet<>(e.attributes().keySet())) {
                if (!(sameObject && attr.equals(original))) {
                    all.add(new TextVariant(lemma, e.category(), attr));
                }
            }
        }
        CutSwapAugmenter.shuffle(all, rng);
        return all.subList(0, Math.min(nP, all.size()));
    }
}
