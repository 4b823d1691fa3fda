package org.pairlab.augment.erg;

import java.util.List;
import java.util.Optional;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.style.StyleClassifier;

/**
 * What ERG learns from the stylized and factual corpora for one target style: built by {@link ErgTrainer}, used by
 * {@link Stylizer}. Immutable.
 *
 * @param target     the target style
 * @param classifier factual vs every style
 * @param styleLm    trigram LM of the target style's captions (the perplexity filter)
 * @param rankLm     trigram LM of the target style's and the factual captions (ranks grafts by fluency)
 * @param captions   the target style's captions that have a style phrase, item i of the index
 * @param phrases    the style phrase of each of them
 * @param textIndex  MiniLM sentence vectors of the captions (t2t)
 * @param clipIndex  CLIP text vectors of the captions, for i2t retrieval; empty without a CLIP model
 * @param options    the options it was built with
 */
public record ErgModel(String target, StyleClassifier classifier, LanguageModel styleLm, LanguageModel rankLm,
        List<String> captions, List<StylePhrase> phrases, SceneIndex textIndex, Optional<SceneIndex> clipIndex,
        ErgOptions options) {
    public ErgModel {
        captions = List.copyOf(captions);
        phrases = List.copyOf(phrases);
        if (captions.size() != phrases.size() || captions.size() != textIndex.size()) {
            throw new IllegalArgumentException("ERG model parts disagree: " + captions.size() + " captions, "
                    + phrases.size() + " phrases, " + textIndex.size() + " vectors");
        }
        if (clipIndex.isPresent() && clipIndex.get().size() != captions.size()) {
            throw new IllegalArgumentException("ERG CLIP index has " + clipIndex.get().size() + " vectors for "
                    + captions.size() + " captions");
        }
    }

    /** This model with CLIP text vectors of its captions, for i2t retrieval. */
    public ErgModel withClipIndex(SceneIndex index) {
        return new ErgModel(target, classifier, styleLm, rankLm, captions, phrases, textIndex, Optional.of(index),
                options);
    }
}
