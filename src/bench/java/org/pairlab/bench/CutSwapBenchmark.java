package org.pairlab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.RejectedException;
import org.pairlab.augment.SourceSample;
import org.pairlab.augment.cutswap.AlignmentScorerProvider;
import org.pairlab.augment.cutswap.CaptionObjects;
import org.pairlab.augment.cutswap.CutSwapAugmenter;
import org.pairlab.augment.cutswap.MiniLmWordEmbedder;
import org.pairlab.augment.cutswap.NounLemmaTagger;
import org.pairlab.augment.cutswap.ObjectIndex;
import org.pairlab.augment.cutswap.ObjectIndexBuilder;
import org.pairlab.augment.cutswap.ObjectVocabulary;
import org.pairlab.dataset.DatasetImporter;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.dataset.QuietJobContext;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Json;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/**
 * {@code pairlab bench cutswap}: pre-processing throughput on the 25k COCO val2017 captions and on 600k (the same
 * captions repeated), and candidates per second (propose + render at COCO resolution, no re-ranking) on coco-sample.
 */
public final class CutSwapBenchmark {
    private CutSwapBenchmark() {
    }

    public static String run(Path sharedData, Path work, int threads, int repeat) throws Exception {
        StringBuilder out = new StringBuilder();
        out.append(String.format("PairLab CutSwap benchmark (%d cores, %d threads, max heap %d MB)%n",
                Runtime.getRuntime().availableProcessors(), threads, Runtime.getRuntime().maxMemory() >> 20));
        long t0 = System.nanoTime();
        NounLemmaTagger tagger = NounLemmaTagger.english();
        out.append(String.format("  load OpenNLP models:           %8.2f s%n", (System.nanoTime() - t0) / 1e9));
        List<ObjectIndexBuilder.CaptionInput> captions = cocoCaptions(sharedData.resolve("coco-captions-val2017/captions_val2017.json"));
        ObjectIndexBuilder builder = new ObjectIndexBuilder(new CaptionObjects(tagger::tag, ObjectVocabulary.cocoDefault()), threads,
                ObjectIndexBuilder.ATTRIBUTE_MIN_COUNT);
        builder.build(captions.subList(0, Math.min(2000, captions.size())), Map.of(), (d, t) -> { }, () -> false);
        long t1 = System.nanoTime();
        long c1 = cpu();
        ObjectIndex index = builder.build(captions, Map.of(), (d, t) -> { }, () -> false);
        double s25 = (System.nanoTime() - t1) / 1e9;
        out.append(String.format("  pre-process %,d captions:     %8.2f s (%,.0f captions/s; %d object lemmas, %d captions with objects) %s%n",
                captions.size(), s25, captions.size() / s25, index.lemmas().size(), index.mentionsByCaption().size(),
                cpuNote(cpu() - c1, s25, captions.size(), "captions", threads)));
        if (repeat > 1) {
            List<ObjectIndexBuilder.CaptionInput> many = new ArrayList<>(captions.size() * repeat);
            for (int r = 0; r < repeat; r++) {
                for (ObjectIndexBuilder.CaptionInput c : captions) {
                    many.add(new ObjectIndexBuilder.CaptionInput(c.sampleId() + r * 10_000_000L, c.captionId() + r * 10_000_000L, c.text()));
                }
            }
            long t2 = System.nanoTime();
            long c2 = cpu();
            ObjectIndex big = builder.build(many, Map.of(), (d, t) -> { }, () -> false);
            double sMany = (System.nanoTime() - t2) / 1e9;
            out.append(String.format("  pre-process %,d captions:    %8.2f s (%,.0f captions/s; %d object lemmas) %s%n",
                    many.size(), sMany, many.size() / sMany, big.lemmas().size(),
                    cpuNote(cpu() - c2, sMany, many.size(), "captions", threads)));
        }
        out.append(candidates(sharedData.resolve("coco-sample"), work, threads));
        return out.toString();
    }

    private static String candidates(Path cocoSample, Path work, int threads) throws Exception {
        StringBuilder out = new StringBuilder();
        try (Project project = Project.create(work.resolve("cutswap-bench" + System.nanoTime() + Project.EXTENSION))) {
            new DatasetImporter().run(project, new ImportRequest(ImportFormat.COCO, cocoSample.resolve("captions.json"),
                    cocoSample.resolve("instances.json"), cocoSample.resolve("images"), "coco-sample", false), new QuietJobContext());
            long datasetId = project.datasets().list().get(0).id();
            CutSwapAugmenter augmenter = new CutSwapAugmenter(AlignmentScorerProvider.NONE, MiniLmWordEmbedder::new);
            long t0 = System.nanoTime();
            augmenter.model(project, datasetId);
            out.append(String.format("  coco-sample index + clusters:  %8.2f s (tagging, MiniLM embedding, clustering)%n",
                    (System.nanoTime() - t0) / 1e9));
            AugmentContext ctx = new AugmentContext(project, new SampleImages(project, new ImageDecoder()));
            Map<String, Object> params = GenerationJob.withDefaults(augmenter, Map.of());
            List<SourceSample> sources = new ArrayList<>();
            for (Sample s : project.samples().ofDataset(datasetId)) {
                sources.add(new SourceSample(s, project.samples().captions(s.id()), project.samples().boxes(s.id())));
            }
            for (int round = 0; round < 2; round++) {
                AtomicInteger made = new AtomicInteger();
                AtomicInteger rejected = new AtomicInteger();
                AtomicInteger next = new AtomicInteger();
                long pixels = 0;
                ExecutorService pool = Executors.newFixedThreadPool(threads);
                long t1 = System.nanoTime();
                long c1 = cpu();
                List<Future<Long>> futures = new ArrayList<>();
                for (int k = 0; k < threads; k++) {
                    futures.add(pool.submit(() -> {
                        long px = 0;
                        for (int i = next.getAndIncrement(); i < sources.size(); i = next.getAndIncrement()) {
                            SourceSample src = sources.get(i);
                            try {
                                for (NewCandidate c : augmenter.propose(src, params, GenerationJob.sampleSeed(round(), src.sample().id()), ctx)) {
                                    var img = augmenter.render(new org.pairlab.project.Candidate(0, c.sampleId(), c.recipe(),
                                            c.captions(), c.boxes(), c.width(), c.height(), null, null, null, null), ctx);
                                    px += (long) img.getWidth() * img.getHeight();
                                    made.incrementAndGet();
                                }
                            } catch (RejectedException e) {
                                rejected.incrementAndGet();
                            }
                        }
                        return px;
                    }));
                }
                for (Future<Long> f : futures) {
                    pixels += f.get();
                }
                pool.shutdown();
                double secs = (System.nanoTime() - t1) / 1e9;
                out.append(String.format("  candidates (%s): %,d made + rendered from %d images (%d rejected) in %.2f s = %.1f candidates/s, "
                                + "mean %.0f kpx %s%n", round == 0 ? "cold, decoding" : "warm          ", made.get(), sources.size(),
                        rejected.get(), secs, made.get() / secs, made.get() == 0 ? 0 : pixels / 1000.0 / made.get(),
                        cpuNote(cpu() - c1, secs, made.get(), "candidates", threads)));
            }
        }
        return out.toString();
    }

    private static long round() {
        return 1;
    }

    /** CPU time of the whole process: the machine is shared, so wall time alone understates the throughput. */
    private static long cpu() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static String cpuNote(long cpuNanos, double wallSeconds, double units, String unit, int threads) {
        double cpuSeconds = cpuNanos / 1e9;
        return String.format("[%.1f CPU-s, %.0f %% of %d cores busy; %,.1f %s/s per %d fully available cores]", cpuSeconds,
                100 * cpuSeconds / (wallSeconds * threads), threads, units / cpuSeconds * threads, unit, threads);
    }

    private static List<ObjectIndexBuilder.CaptionInput> cocoCaptions(Path file) throws IOException {
        JsonNode root = Json.MAPPER.readTree(file.toFile());
        List<ObjectIndexBuilder.CaptionInput> out = new ArrayList<>();
        for (JsonNode a : root.get("annotations")) {
            out.add(new ObjectIndexBuilder.CaptionInput(a.get("image_id").asLong(), a.get("id").asLong(), a.get("caption").asText()));
        }
        return out;
    }
}
