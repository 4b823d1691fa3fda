package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import org.pairlab.project.Box;

/** Builds an {@link ObjectIndex}: tags captions on several threads, then gathers statistics in caption order. */
public final class ObjectIndexBuilder {
    /** The paper drops attributes seen fewer than five times (COCO has five captions per image). */
    public static final int ATTRIBUTE_MIN_COUNT = 5;
    private static final int CHUNK = 512;

    private final CaptionObjects objects;
    private final int threads;
    private final int attributeMinCount;

    /** A caption to index. */
    public record CaptionInput(long sampleId, long captionId, String text) {
    }

    /** Reports progress (captions done of total). */
    @FunctionalInterface
    public interface Progress {
        void update(int done, int total);
    }

    public ObjectIndexBuilder(CaptionObjects objects, int threads, int attributeMinCount) {
        this.objects = objects;
        this.threads = Math.max(1, threads);
        this.attributeMinCount = attributeMinCount;
    }

    /**
     * Indexes captions and boxes; {@code cancelled} is polled between chunks (an InterruptedException ends the build).
     */
    public ObjectIndex build(List<CaptionInput> captions, Map<Long, List<Box>> boxesBySample, Progress progress,
                             BooleanSupplier cancelled) throws InterruptedException {
        List<List<ObjectMention>> found = tagAll(captions, progress, cancelled);
        Map<String, Acc> acc = new TreeMap<>();
        Map<String, Integer> attributeCounts = new HashMap<>();
        Map<Long, List<ObjectMention>> byCaption = new HashMap<>();
        for (int i = 0; i < captions.size(); i++) {
            List<ObjectMention> ms = found.get(i);
            if (ms.isEmpty()) {
                continue;
            }
            CaptionInput c = captions.get(i);
            byCaption.put(c.captionId(), ms);
            for (ObjectMention m : ms) {
                Acc a = acc.computeIfAbsent(m.lemma(), k -> new Acc(m.category()));
                a.count++;
                a.samples.add(c.sampleId());
                if (m.plural()) {
                    a.pluralForms.merge(pluralForm(m), 1, Integer::sum);
                }
                for (String w : new LinkedHashSet<>(m.attributeWords())) {
                    attributeCounts.merge(w, 1, Integer::sum);
                    a.attributes.merge(w, 1, Integer::sum);
                    a.samplesByAttribute.computeIfAbsent(w, k -> new LinkedHashSet<>()).add(c.sampleId());
                }
            }
        }
        Map<String, ObjectIndex.LemmaEntry> lemmas = new TreeMap<>();
        for (Map.Entry<String, Acc> ae : acc.entrySet()) {
            String lemma = ae.getKey();
            Acc a = ae.getValue();
            Map<String, Integer> attrs = new TreeMap<>();
            Map<String, List<Long>> samplesByAttr = new TreeMap<>();
            a.attributes.forEach((w, n) -> {
                if (attributeCounts.get(w) >= attributeMinCount) {
                    attrs.put(w, n);
                    samplesByAttr.put(w, List.copyOf(a.samplesByAttribute.get(w)));
                }
            });
            // The most frequent plural spelling; ties go to the alphabetically first, so the result is stable.
            String plural = null;
            int best = 0;
            for (Map.Entry<String, Integer> e : new TreeMap<>(a.pluralForms).entrySet()) {
                if (e.getValue() > best) {
                    best = e.getValue();
                    plural = e.getKey();
                }
            }
            lemmas.put(lemma, new ObjectIndex.LemmaEntry(lemma, a.category, a.count, plural, attrs, List.copyOf(a.samples),
                    samplesByAttr));
        }
        Map<String, List<ObjectIndex.PatchRef>> patches = new TreeMap<>();
        new TreeMap<>(boxesBySample).forEach((sampleId, boxes) -> {
            for (Box b : boxes) {
                if (!b.crowd() && b.w() >= 1 && b.h() >= 1) {
                    patches.computeIfAbsent(b.category(), k -> new ArrayList<>())
                            .add(new ObjectIndex.PatchRef(sampleId, b.id(), b.x(), b.y(), b.w(), b.h()));
                }
            }
        });
        return new ObjectIndex(objects.vocabulary().checksum(), attributeMinCount, captions.size(), lemmas, byCaption, patches);
    }

    /** The plural spelling of a mention's lemma: its last words ("pickup trucks" counts as a plural of "truck"). */
    static String pluralForm(ObjectMention m) {
        String[] words = CaptionObjects.lower(m.text()).split("\\s+");
        int n = m.lemma().split(" ").length;
        return String.join(" ", java.util.Arrays.copyOfRange(words, Math.max(0, words.length - n), words.length));
    }

    /** Tags every caption, {@code threads} at a time, keeping caption order. */
    private List<List<ObjectMention>> tagAll(List<CaptionInput> captions, Progress progress, BooleanSupplier cancelled)
            throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "cutswap-tagger");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<List<List<ObjectMention>>>> futures = new ArrayList<>();
            for (int from = 0; from < captions.size(); from += CHUNK) {
                List<CaptionInput> chunk = captions.subList(from, Math.min(captions.size(), from + CHUNK));
                futures.add(pool.submit(() -> {
                    List<List<ObjectMention>> out = new ArrayList<>(chunk.size());
                    for (CaptionInput c : chunk) {
                        out.add(objects.find(c.text()));
                    }
                    return out;
                }));
            }
            List<List<ObjectMention>> all = new ArrayList<>(captions.size());
            for (Future<List<List<ObjectMention>>> f : futures) {
                if (cancelled.getAsBoolean()) {
                    throw new InterruptedException("cancelled");
                }
                try {
                    all.addAll(f.get());
                } catch (ExecutionException e) {
                    throw new IllegalStateException("Tagging captions failed: " + e.getCause().getMessage(), e.getCause());
                }
                progress.update(all.size(), captions.size());
            }
            return all;
        } finally {
            pool.shutdownNow();
        }
    }

    private static final class Acc {
        final String category;
        int count;
        final Set<Long> samples = new LinkedHashSet<>();
        final Map<String, Integer> pluralForms = new HashMap<>();
        final Map<String, Integer> attributes = new HashMap<>();
        final Map<String, Set<Long>> samplesByAttribute = new HashMap<>();

        Acc(String category) {
            this.category = category;
        }
    }
}
