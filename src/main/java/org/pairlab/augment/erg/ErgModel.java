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
 * @param profiles   what each phrase asks of the caption it goes into, and whether it is clean
 * @param textIndex  MiniLM sentence vectors of the captions (t2t)
 * @param clipIndex  CLIP text vectors of the captions, for i2t retrieval; empty without a CLIP model
 * @param imageIndex CLIP image vectors of the scenes with an image, for t2i and i2i retrieval; empty without
 * @param options    the options it was built with
 */
public record ErgModel(String target, StyleClassifier classifier, LanguageModel styleLm, LanguageModel rankLm,
        List<String> captions, List<StylePhrase> phrases, List<PhraseProfile> profiles, SceneIndex textIndex, Optional<SceneIndex> clipIndex,
        Optional<SceneImages> imageIndex, ErgOptions options) {
    public ErgModel {
        captions = List.copyOf(captions);
        phrases = List.copyOf(phrases);
        profiles = List.copyOf(profiles);
        if (captions.size() != phrases.size() || captions.size() != textIndex.size()
                || captions.size() != profiles.size()) {
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
        return new ErgModel(target, classifier, styleLm, rankLm, captions, phrases, profiles, textIndex,
                Optional.of(index), imageIndex, options);
    }

    /** This model with CLIP image vectors of its scenes that have an image, for t2i and i2i retrieval. */
    public ErgModel withImageIndex(SceneImages images) {
        for (int item : images.items()) {
            if (item < 0 || item >= captions.size()) {
                throw new IllegalArgumentException("scene image of item " + item + ", the model has " + captions.size());
            }
        }
        return new ErgModel(target, classifier, styleLm, rankLm, captions, phrases, profiles, textIndex, clipIndex,
                Optional.of(images), options);
    }
}
