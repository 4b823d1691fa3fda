package org.pairlab.lm.complete;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * The word classes a template's open slot can ask for: ToCa's coarse lexical classes (N, V, J, R) and the Penn
 * verb forms its templates use ({@code [VBG]}, {@code [VBN]}, ...). Universal Dependencies tags from
 * {@link org.pairlab.text.CaptionTagger} carry no verb form, so {@link Lexicon} derives it from the word and its lemma.
 */
public enum PosClass {
    /** Nouns: UD NOUN and PROPN (Penn NN, NNS, NNP, NNPS). */
    N,
    /** Any verb form: UD VERB and AUX (Penn V*; NLTK tags "is" VBZ, so auxiliaries count as in ToCa). */
    V,
    /** Base form, "to ride" (Penn VB); a verb whose form equals its lemma. */
    VB,
    /** Past tense, "sat" (Penn VBD); not told apart from VBN, see {@link Lexicon}. */
    VBD,
    /** Gerund or present participle, "riding" (Penn VBG). */
    VBG,
    /** Past participle, "parked" (Penn VBN). */
    VBN,
    /** Present, not third person singular, "ride" (Penn VBP). */
    VBP,
    /** Present, third person singular, "rides" (Penn VBZ). */
    VBZ,
    /** Adjectives: UD ADJ (Penn JJ, JJR, JJS). */
    J,
    /** Adverbs: UD ADV (Penn RB, RBR, RBS). */
    R;

    /** The verb forms; a {@link #V} slot takes any of them. */
    public static final Set<PosClass> VERB_FORMS = EnumSet.of(VB, VBD, VBG, VBN, VBP, VBZ);

    /**
     * Parses a template tag without brackets: ToCa's {@code N V J R}, Penn tags ({@code NN NNS NNP NNPS JJ JJR JJS RB
     * RBR RBS VB VBD VBG VBN VBP VBZ}) and UD names ({@code NOUN VERB ADJ ADV}); case is ignored.
     *
     * @throws IllegalArgumentException naming the tag when it is none of these
     */
    public static PosClass parse(String tag) {
        return switch (tag.trim().toUpperCase(Locale.ROOT)) {
            case "N", "NN", "NNS", "NNP", "NNPS", "NOUN", "PROPN" -> N;
            case "V", "VERB" -> V;
            case "VB" -> VB;
            case "VBD" -> VBD;
            case "VBG" -> VBG;
            case "VBN" -> VBN;
            case "VBP" -> VBP;
            case "VBZ" -> VBZ;
            case "J", "JJ", "JJR", "JJS", "ADJ" -> J;
            case "R", "RB", "RBR", "RBS", "ADV" -> R;
            default -> throw new IllegalArgumentException("unknown word class [" + tag + "] (use N, V, VB, VBD, VBG, "
                    + "VBN, VBP, VBZ, J or R, or a Penn tag such as NNS or JJ)");
        };
    }

    /** Whether a word of class {@code wordClass} may fill a slot asking for this class. */
    public boolean accepts(PosClass wordClass) {
        return this == wordClass || (this == V && VERB_FORMS.contains(wordClass));
    }
}
