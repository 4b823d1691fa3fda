package org.pairlab.lm.grammar;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.languagetool.JLanguageTool;
import org.languagetool.Language;
import org.languagetool.Languages;
import org.languagetool.rules.RuleMatch;

/**
 * LanguageTool's American English rules with the caption misfires off ({@link CaptionRuleSettings}). Everything is
 * read from the language-en jar: no remote rules, no n-gram data, no network.
 *
 * <p>Thread-safe: {@link JLanguageTool} is not, so each thread that calls {@link #check} gets its own, made on its
 * first call (about two seconds: rule files are parsed then) and kept for the life of this checker and that thread.
 */
final class LanguageToolCaptionChecker implements GrammarChecker {
    private final ThreadLocal<JLanguageTool> tools;

    LanguageToolCaptionChecker(GrammarOptions options) {
        Language english = Languages.getLanguageForShortCode("en-US");
        this.tools = ThreadLocal.withInitial(() -> {
            JLanguageTool lt = new JLanguageTool(english);
            CaptionRuleSettings.apply(lt, options);
            return lt;
        });
    }

    /** This thread's LanguageTool, configured for captions (for tests and benchmarks that inspect the rules). */
    JLanguageTool forThisThread() {
        return tools.get();
    }

    @Override
    public List<GrammarIssue> check(String caption) {
        List<RuleMatch> matches;
        try {
            matches = tools.get().check(caption);
        } catch (IOException e) {
            throw new UncheckedIOException("LanguageTool failed on caption \"" + caption + "\"", e);
        }
        List<GrammarIssue> out = new ArrayList<>(matches.size());
        for (RuleMatch m : matches) {
            out.add(new GrammarIssue(m.getFromPos(), m.getToPos(), m.getRule().getId(),
                    m.getMessage().replaceAll("</?suggestion>", "'"),
                    m.getSuggestedReplacements().stream().limit(5).toList(), GrammarIssue.Source.LANGUAGETOOL));
        }
        return out;
    }
}
