package org.pairlab.lm.grammar;

import java.util.ArrayList;
import java.util.List;
import org.languagetool.JLanguageTool;
import org.languagetool.rules.CategoryId;
import org.languagetool.rules.Rule;

/**
 * Which LanguageTool rules misfire on captions and are turned off, each with its reason; docs/language-models.md
 * lists the same. Captions are fragments ("A man riding a horse."), often lower-case, written by many people.
 */
final class CaptionRuleSettings {
    /** A rule or category turned off and why. */
    record Off(String id, String why) {
    }

    /** Whole categories: none of their rules is about grammar a caption rewriter can break. */
    static final List<Off> CATEGORIES = List.of(
            new Off("CASING", "lower-case captions are normal in COCO; capitals carry no meaning for a caption"),
            new Off("TYPOGRAPHY", "double spaces, space before a comma: how annotators typed, not grammar"),
            new Off("COMPOUNDING", "'tooth brush', 'motor cycle': spelling variants common in captions"),
            new Off("STYLE", "style advice ('outside of', 'very unique') is not an error"),
            new Off("REDUNDANCY", "'inside of', 'outside of' are normal caption English"),
            new Off("AMERICAN_ENGLISH_STYLE", "suggests 'restroom' for 'toilet': advice, not an error"),
            new Off("BRITISH_ENGLISH", "variety advice"),
            new Off("REPETITIONS_STYLE", "repeated sentence starts: style"),
            new Off("PLAIN_ENGLISH", "style"),
            new Off("COLLOCATIONS", "misreads fragments ('a lot holding motorcycles' as 'a lot of')"));
    /** Spelling categories, off unless {@link GrammarOptions#spelling()}. */
    static final List<Off> SPELLING = List.of(
            new Off("TYPOS", "the speller flags rare but correct nouns and brands in captions"),
            new Off("MULTITOKEN_SPELLING", "spelling of names"));
    /** Single rules (or rule groups) that misfire on captions or that PairLab's own checks replace. */
    static final List<Off> RULES = List.of(
            new Off("EN_A_VS_AN", "replaced by PAIRLAB_A_AN (one rule id for a/an whatever finds it)"),
            new Off("ENGLISH_WORD_REPEAT_RULE", "replaced by PAIRLAB_DOUBLED_WORD"),
            new Off("EN_COMPOUNDS", "compound spelling ('lap top', 'side walk'): not grammar"),
            new Off("EN_WORD_COHERENCY", "spelling consistency across a document"),
            new Off("PUNCTUATION_PARAGRAPH_END", "captions often have no final period"),
            new Off("COLLECTIVE_NOUN_VERB_AGREEMENT_VBP", "'a group of men stand' is correct (notional agreement)"),
            new Off("ITS_TO_IT_S", "flags 'an airplane makes its way': a fragment read as a sentence"),
            new Off("THAT_VERY_COOL", "asks for a verb after 'This' in 'This black and white photo shows ...'"),
            new Off("REPEATED_VERBS", "'traffic lights light up' read as two verbs"),
            new Off("SUBJECT_VERB_AGREEMENT", "'a blue corner sink with a man' read as subject + verb 'sink'"),
            new Off("CA_BRAND_NEW", "hyphenation advice ('brand-new')"),
            new Off("THERE_VBP_NN", "'there are a group of': notional agreement"),
            new Off("TOO_LONG_SENTENCE", "style"),
            new Off("A_UNCOUNTABLE", "'a water bottle', 'a food truck', 'a graffiti covered door': mass nouns as modifiers"),
            new Off("ADVERB_OR_HYPHENATED_ADJECTIVE", "hyphenation advice ('old-fashioned')"),
            new Off("BUILT_IN_HYPHEN", "hyphenation advice ('built-in')"),
            new Off("BEEN_PART_AGREEMENT", "'a floor which is tile' read as a passive"),
            new Off("DT_PRP", "'a his and hers sink' read as article + pronoun"));

    private CaptionRuleSettings() {
    }

    /**
     * Turns the caption misfires off in {@code lt}; rule ids containing COMPOUND or HYPHEN go too (compound spelling
     * and hyphenation advice: "two story building", "motor cycle").
     */
    static void apply(JLanguageTool lt, GrammarOptions options) {
        CATEGORIES.forEach(off -> lt.disableCategory(new CategoryId(off.id())));
        if (!options.spelling()) {
            SPELLING.forEach(off -> lt.disableCategory(new CategoryId(off.id())));
        }
        List<String> rules = new ArrayList<>(RULES.stream().map(Off::id).toList());
        rules.addAll(options.alsoDisabled());
        for (Rule r : lt.getAllActiveRules()) {
            if (r.getId().contains("COMPOUND") || r.getId().contains("HYPHEN")) {
                rules.add(r.getId());
            }
        }
        lt.disableRules(rules);
    }
}
