package org.pairlab.lm.grammar;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.TaggedCaption;

/**
 * Grammar checks for captions: LanguageTool's American English grammar rules with the rules that misfire on
 * captions off (fragments, lower case, compound spellings; spelling off unless {@link GrammarOptions#spelling()}),
 * plus PairLab's own checks ({@link PairLabRule}): number agreement, a/an, a noun repeated across "and", a doubled
 * word, "is/are" after a subject of the other number. Where a LanguageTool issue overlaps a PairLab one, the PairLab one is kept, so one defect has one rule id.
 *
 * <p>Works offline: rules and dictionaries come from the language-en jar. Safe to share between threads: each thread
 * gets its own LanguageTool (not thread-safe itself) on first use, about two seconds, and keeps it; the tagger is
 * thread-safe. Create one per application, not one per caption.
 */
public final class CaptionGrammar implements GrammarChecker {
    private final LanguageToolCaptionChecker languageTool;
    private final CaptionTagger tagger;
    private final List<TaggedCheck> pairLabChecks;

    /** Grammar without spelling, with its own tagger (loading it takes about a second). */
    public CaptionGrammar() {
        this(GrammarOptions.defaults(), CaptionTagger.english());
    }

    /** Checks with {@code options}, tagging with a shared {@code tagger}. */
    public CaptionGrammar(GrammarOptions options, CaptionTagger tagger) {
        this.languageTool = new LanguageToolCaptionChecker(options);
        this.tagger = tagger;
        NounNumber number = new NounNumber(new WordClasses());
        this.pairLabChecks = List.of(new NumberAgreementCheck(number), new ArticleCheck(), new RepeatedNounCheck(),
                new DoubledWordCheck(), new SubjectVerbCheck(number));
    }

    @Override
    public List<GrammarIssue> check(String caption) {
        List<GrammarIssue> ours = pairLabIssues(caption);
        List<GrammarIssue> all = new ArrayList<>(ours);
        for (GrammarIssue lt : languageTool.check(caption)) {
            if (ours.stream().noneMatch(lt::overlaps)) {
                all.add(lt);
            }
        }
        all.sort(Comparator.comparingInt(GrammarIssue::start).thenComparingInt(GrammarIssue::end)
                .thenComparing(GrammarIssue::rule));
        return List.copyOf(all);
    }

    /** PairLab's own checks alone (no LanguageTool). */
    public List<GrammarIssue> pairLabIssues(String caption) {
        TaggedCaption tagged = tagger.tag(caption);
        List<GrammarIssue> out = new ArrayList<>();
        for (TaggedCheck c : pairLabChecks) {
            out.addAll(c.check(tagged));
        }
        return out;
    }

    /**
     * Errors in {@code candidate} not explained by {@code source}: per rule, the candidate's issue count minus the
     * source's, floored at 0, summed. For many candidates of one source, check the source once and use
     * {@link GrammarIssue#added(List, List)}.
     */
    @Override
    public int addedErrors(String source, String candidate) {
        return GrammarIssue.added(check(source), check(candidate));
    }

    /** The LanguageTool rules active on this thread after the caption settings (for the docs and tests). */
    List<String> activeLanguageToolRules() {
        return languageTool.forThisThread().getAllActiveRules().stream().map(r -> r.getId()).distinct().toList();
    }

    /** Whether any active LanguageTool rule is a remote (server) rule; never, as configured. */
    boolean usesRemoteRules() {
        return languageTool.forThisThread().getAllActiveRules().stream()
                .anyMatch(r -> r instanceof org.languagetool.rules.RemoteRule);
    }
}
