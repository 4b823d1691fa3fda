package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.complete.PosClass;
import org.pairlab.lm.grammar.GrammarChecker;

/**
 * ToCa's loop (§3.2): draw a template and words (eq. 8-12), have the completer fill the masks, keep the first
 * proposal per draw that holds every drawn word, is no corpus caption, no caption kept before, and (when a grammar
 * checker is given) has no grammar error; repeat until the count is reached. When the corpus cannot give that many
 * (the bound of eq. 13, or a long run of draws that bring nothing new) it stops with a
 * {@link SynthesisShortfallException} that says why and carries what was kept.
 */
public final class Synthesizer {
    /** Draws in a row with nothing kept before a run gives up: at least this many ... */
    public static final int MIN_STALL = 3_000;
    /** ... or this many times the count asked for. */
    public static final int STALL_PER_CAPTION = 3;

    /** Told how far a run is; may throw to cancel it. */
    public interface Progress {
        /** {@code kept} of {@code count} captions after {@code draws} draws. */
        void update(int kept, int count, int draws);
    }

    private static final Pattern WORD_BREAK = Pattern.compile("[^\\p{L}\\p{N}-]+");

    private final TocaCorpus corpus;
    /** Captions as PTB keys: a repeated prompt checks its known answers again, so each is tokenized once. */
    private final Map<String, String> normalized = new java.util.concurrent.ConcurrentHashMap<>();
    private final PromptSampler sampler;
    private final TemplateCompleter completer;
    private final GrammarChecker grammar;
    private final LanguageModel judge;
    private final double overgenerate;

    /** A synthesizer; {@code grammar} may be null (no grammar filter). */
    public Synthesizer(TocaCorpus corpus, PromptSampler sampler, TemplateCompleter completer, GrammarChecker grammar) {
        this(corpus, sampler, completer, grammar, null, 1);
    }

    private Synthesizer(TocaCorpus corpus, PromptSampler sampler, TemplateCompleter completer, GrammarChecker grammar,
            LanguageModel judge, double overgenerate) {
        this.corpus = corpus;
        this.sampler = sampler;
        this.completer = completer;
        this.grammar = grammar;
        this.judge = judge;
        this.overgenerate = overgenerate;
    }

    /**
     * This synthesizer making {@code factor} times the count asked for and keeping the most fluent under
     * {@code judge} (highest ln P per token): a small model completes many templates whose drawn words do not go
     * together, and the ranking drops most of them.
     */
    public Synthesizer withFluencyRanking(LanguageModel judge, double factor) {
        if (!(factor >= 1)) {
            throw new IllegalArgumentException("over-generation factor must be 1 or more, got " + factor);
        }
        return new Synthesizer(corpus, sampler, completer, grammar, judge, factor);
    }

    /** What completes the templates, in words for logs. */
    public String completerDescription() {
        return completer.describe();
    }

    /** {@code count} new captions from a generator seeded with {@code seed}. */
    public SynthesisResult run(int count, long seed, Progress progress) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, got " + count);
        }
        long start = System.nanoTime();
        SplittableRandom random = new SplittableRandom(seed);
        List<SynthesizedCaption> kept = new ArrayList<>();
        Set<String> keptKeys = new HashSet<>();
        Set<String> prompts = new HashSet<>();
        Map<String, List<String>> answered = new java.util.HashMap<>();
        Map<DropReason, Integer> dropped = new EnumMap<>(DropReason.class);
        int draws = 0;
        int proposals = 0;
        int sinceLastKept = 0;
        int target = judge == null ? count : (int) Math.ceil(count * overgenerate);
        int stallLimit = Math.max(MIN_STALL, STALL_PER_CAPTION * target);
        // Failed draws cost microseconds, so many are allowed; they end a run only when nearly every draw fails.
        long failedDrawLimit = Math.max(200_000L, 200L * target);
        int failedSinceLastKept = 0;
        int batchIndex = 0;
        while (kept.size() < target && sinceLastKept < stallLimit && failedSinceLastKept < failedDrawLimit) {
            List<SampledPrompt> batch = new ArrayList<>();
            List<Integer> drawOf = new ArrayList<>();
            while (batch.size() < completer.batchSize() && sinceLastKept + batch.size() < stallLimit
                    && failedSinceLastKept < failedDrawLimit) {
                Optional<SampledPrompt> p = sampler.draw(random);
                int d = draws++;
                if (p.isEmpty()) {
                    dropped.merge(DropReason.NO_PAIR, 1, Integer::sum);
                    failedSinceLastKept++;
                    continue;
                }
                if (!prompts.add(p.get().masked()) && completer.deterministic()) {
                    // The same answers again: one of them not kept yet (a second-best completion) may still do.
                    List<String> known = answered.getOrDefault(p.get().masked(), List.of());
                    SynthesizedCaption again = null;
                    for (String caption : known) {
                        if (check(caption, p.get(), keptKeys) == null) {
                            again = new SynthesizedCaption(caption, p.get().template().toString(), p.get().wordTexts(),
                                    p.get().masked(), d);
                            break;
                        }
                    }
                    if (again == null || kept.size() >= target) {
                        dropped.merge(DropReason.REPEATED_PROMPT, 1, Integer::sum);
                        sinceLastKept++;
                    } else {
                        kept.add(again);
                        keptKeys.add(TocaCorpus.normalize(again.caption()));
                        sinceLastKept = 0;
                        failedSinceLastKept = 0;
                    }
                    continue;
                }
                batch.add(p.get());
                drawOf.add(d);
                if (sinceLastKept >= stallLimit) {
                    break;
                }
            }
            if (batch.isEmpty()) {
                break;
            }
            List<List<String>> answers = completer.complete(batch, seed + 1_000_003L * batchIndex++);
            for (int i = 0; i < batch.size() && kept.size() < target; i++) {
                SampledPrompt p = batch.get(i);
                List<String> proposed = answers.get(i);
                proposals += proposed.size();
                if (completer.deterministic()) {
                    answered.put(p.masked(), proposed);
                }
                DropReason last = DropReason.NO_COMPLETION;
                SynthesizedCaption found = null;
                for (String caption : proposed) {
                    DropReason why = check(caption, p, keptKeys);
                    if (why == null) {
                        found = new SynthesizedCaption(caption, p.template().toString(), p.wordTexts(), p.masked(),
                                drawOf.get(i));
                        break;
                    }
                    last = why;
                }
                if (found == null) {
                    dropped.merge(last, 1, Integer::sum);
                    sinceLastKept++;
                } else {
                    kept.add(found);
                    keptKeys.add(TocaCorpus.normalize(found.caption()));
                    sinceLastKept = 0;
                    failedSinceLastKept = 0;
                }
            }
            if (progress != null) {
                progress.update(Math.min(kept.size(), count), count, draws);
            }
        }
        if (judge != null && kept.size() > count) {
            int made = kept.size();
            kept = mostFluent(kept, count);
            dropped.merge(DropReason.LESS_FLUENT, made - count, Integer::sum);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        SynthesisResult result = new SynthesisResult(kept,
                new SynthesisReport(kept.size(), draws, proposals, dropped, seconds, completer.describe()));
        if (kept.size() < count) {
            throw new SynthesisShortfallException(shortfall(count, result, stallLimit), result);
        }
        return result;
    }

    private List<SynthesizedCaption> mostFluent(List<SynthesizedCaption> made, int count) {
        List<Map.Entry<SynthesizedCaption, Double>> scored = new ArrayList<>();
        for (SynthesizedCaption c : made) {
            scored.add(Map.entry(c, judge.scoreCaption(c.caption()).perTokenLogProb()));
        }
        scored.sort(Map.Entry.<SynthesizedCaption, Double>comparingByValue().reversed());
        List<SynthesizedCaption> best = new ArrayList<>(scored.subList(0, count).stream().map(Map.Entry::getKey).toList());
        best.sort(java.util.Comparator.comparingInt(SynthesizedCaption::draw));
        return best;
    }

    private DropReason check(String caption, SampledPrompt prompt, Set<String> keptKeys) {
        if (caption == null || caption.isBlank()) {
            return DropReason.NO_COMPLETION;
        }
        // Whole words: split where no letter, digit or hyphen is (what a word may hold).
        Set<String> tokens = new HashSet<>(java.util.Arrays.asList(WORD_BREAK.split(caption.toLowerCase(Locale.ROOT))));
        for (String w : prompt.wordTexts()) {
            if (!tokens.contains(w)) {
                return DropReason.MISSING_WORD;
            }
        }
        String key = normalized.computeIfAbsent(caption, TocaCorpus::normalize);
        if (corpus.containsNormalized(key)) {
            return DropReason.CORPUS_COPY;
        }
        if (keptKeys.contains(key)) {
            return DropReason.DUPLICATE;
        }
        if (grammar != null && !grammar.check(caption).isEmpty()) {
            return DropReason.GRAMMAR;
        }
        return null;
    }

    private String shortfall(int count, SynthesisResult result, int stallLimit) {
        SynthesisReport r = result.report();
        String drops = r.dropped().entrySet().stream().sorted(Map.Entry.<DropReason, Integer>comparingByValue().reversed())
                .map(e -> e.getValue() + " " + e.getKey().label()).collect(Collectors.joining(", "));
        return String.format(Locale.ROOT, "ToCa kept only %d of the %d captions asked for: %d completed draws in a row "
                + "brought nothing new (%d draws in all; dropped: %s). The corpus's %d templates and %d lexical words allow at "
                + "most about %,.0f different prompts (eq. 13). Ask for fewer, give a larger corpus or prior pairs "
                + "(--pairs), lower --tau, or complete with an LLM (--llm).", r.kept(), count, stallLimit, r.draws(),
                drops.isEmpty() ? "none" : drops, corpus.templates().size(), corpus.pairs().wordCount(),
                promptBound(corpus));
    }

    /** Eq. 13's bound on distinct prompts: the sum over templates of the product of their slots' class sizes. */
    public static double promptBound(TocaCorpus corpus) {
        Map<PosClass, Integer> sizes = new EnumMap<>(PosClass.class);
        double total = 0;
        for (TemplateCount t : corpus.templates()) {
            double product = 1;
            for (PosClass c : t.template().slotClasses()) {
                product *= sizes.computeIfAbsent(c, k -> corpus.pairs().words(k).size());
            }
            total += product;
        }
        return total;
    }
}
