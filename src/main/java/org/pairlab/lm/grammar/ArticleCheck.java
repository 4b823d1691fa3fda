package org.pairlab.lm.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pairlab.text.TaggedCaption;
import org.pairlab.text.TaggedToken;

/** "a" before a vowel sound or "an" before a consonant sound ("an loose", "a apple"); see {@link ArticleSound}. */
final class ArticleCheck implements TaggedCheck {
    @Override
    public List<GrammarIssue> check(TaggedCaption caption) {
        List<TaggedToken> tokens = caption.tokens();
        List<GrammarIssue> out = new ArrayList<>();
        // In an all-capitals caption ("A MAN ON A BIKE") capitals do not mark acronyms.
        boolean allCapitals = caption.text().chars().filter(Character::isLetter).allMatch(Character::isUpperCase);
        for (int i = 0; i + 1 < tokens.size(); i++) {
            TaggedToken article = tokens.get(i);
            String a = article.text().toLowerCase(Locale.ROOT);
            if (!(a.equals("a") || a.equals("an")) || !"DET".equals(article.pos())) {
                continue;
            }
            TaggedToken next = tokens.get(i + 1);
            String word = next.text().toLowerCase(Locale.ROOT);
            if (word.equals("a") || word.equals("an") || word.equals("the")) {
                continue; // "a a", "an a": a doubled or stray article, for the doubled-word check and LanguageTool
            }
            Optional<Boolean> vowel = ArticleSound.startsWithVowelSound(allCapitals ? word : next.text());
            if (vowel.isEmpty() || vowel.get() == a.equals("an")) {
                continue;
            }
            String right = vowel.get() ? "an" : "a";
            if (Character.isUpperCase(article.text().charAt(0))) {
                right = Character.toUpperCase(right.charAt(0)) + right.substring(1);
            }
            String between = caption.text().substring(article.end(), next.end());
            out.add(TaggedCheck.issue(PairLabRule.A_AN, article.start(), next.end(),
                    "Use '" + right + "' before '" + next.text() + "'", List.of(right + between)));
        }
        return out;
    }
}
