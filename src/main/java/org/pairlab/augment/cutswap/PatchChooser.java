package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.pairlab.augment.RejectedException;

/**
 * Picks n_i source patches for a text variant: boxes of the new object's category (after NMS) in other images whose
 * captions name the new object (with the new attribute, when there is one) for that box ({@link DonorGrounding}), with an aspect ratio close to every
 * target box's and enough pixels not to be blown up more than max_upscale times.
 */
final class PatchChooser {
    private PatchChooser() {
    }

    static List<ObjectIndex.PatchRef> choose(TextVariant v, long sampleId, ObjectMention replaced, List<BoxMath.Rect> targets,
                                             CutSwapModel model, CutSwapParams params, SplittableRandom rng) {
        ObjectIndex.LemmaEntry e = model.index().lemma(v.lemma()).orElseThrow();
        List<Long> showing = v.attribute() != null ? e.samplesByAttribute().getOrDefault(v.attribute(), List.of()) : e.samples();
        Set<Long> named = new HashSet<>(showing);
        named.remove(sampleId);
        if (named.isEmpty()) {
            throw new RejectedException(CutSwapAugmenter.NO_PATCH);
        }
        // The written word must name what the patch shows: only donors whose captions ground it for their box.
        Set<Long> allowed = new HashSet<>(model.grounding().grounding(List.copyOf(named), v, replaced));
        if (allowed.isEmpty()) {
            throw new RejectedException(CutSwapAugmenter.NOT_GROUNDED);
        }
        Map<Long, List<ObjectIndex.PatchRef>> bySample = new LinkedHashMap<>();
        for (ObjectIndex.PatchRef p : model.index().patches(v.category())) {
            if (allowed.contains(p.sampleId())) {
                bySample.computeIfAbsent(p.sampleId(), k -> new ArrayList<>()).add(p);
            }
        }
        if (bySample.isEmpty()) {
            throw new RejectedException(CutSwapAugmenter.NO_PATCH);
        }
        double nmsIou = params.nmsIou();
        double maxAspect = Math.log(params.maxAspectRatio()) + 1e-9;
        double maxUpscale = params.maxUpscale();
        List<ObjectIndex.PatchRef> shaped = new ArrayList<>();
        for (List<ObjectIndex.PatchRef> group : bySample.values()) {
            List<BoxMath.Rect> kept = BoxMath.nms(group.stream().map(p -> new BoxMath.Rect(p.x(), p.y(), p.w(), p.h(), 0)).toList(), nmsIou);
            for (ObjectIndex.PatchRef p : group) {
                if (kept.stream().noneMatch(r -> r.x() == p.x() && r.y() == p.y() && r.w() == p.w() && r.h() == p.h())) {
                    continue;
                }
                double ar = p.w() / p.h();
                if (targets.stream().allMatch(t -> Math.abs(Math.log(ar / t.aspect())) <= maxAspect)) {
                    shaped.add(p);
                }
            }
        }
        if (shaped.isEmpty()) {
            throw new RejectedException(CutSwapAugmenter.BAD_ASPECT);
        }
        List<ObjectIndex.PatchRef> dense = new ArrayList<>();
        for (ObjectIndex.PatchRef p : shaped) {
            double area = p.w() * p.h();
            if (targets.stream().allMatch(t -> Math.sqrt(t.area() / area) <= maxUpscale)) {
                dense.add(p);
            }
        }
        if (dense.isEmpty()) {
            throw new RejectedException(CutSwapAugmenter.LOW_DENSITY);
        }
        CutSwapAugmenter.shuffle(dense, rng);
        int nI = params.imagesPerVariant();
        return dense.subList(0, Math.min(nI, dense.size()));
    }
}
