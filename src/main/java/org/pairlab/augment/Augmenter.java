package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairlab.image.ImageFormatException;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;

/**
 * One augmentation method. It proposes candidates as recipes (no pixels are stored) and renders a candidate's
 * image from its recipe, byte-identically every time. Implementations are found with {@link java.util.ServiceLoader}.
 */
public interface Augmenter {
    /** The method's id as stored in recipes and typed on the command line, e.g. "flip". */
    String method();

    /** A name for people. */
    String displayName();

    /** Every parameter with its default. */
    List<ParameterSpec> parameters();

    /**
     * The record holding this method's parameters, whose components are exactly {@link #parameters()} (every
     * installed method has one, see {@link TypedAugmenter}); empty for a method that still reads a plain map.
     */
    default Optional<Class<? extends Record>> parameterType() {
        return Optional.empty();
    }

    /**
     * This method with its parameters read and checked once, as a generation run uses it for every sample.
     * Throws IllegalArgumentException naming an unknown key or a bad value. Default: the checked map.
     */
    default Bound bind(Map<String, Object> params) {
        Map<String, Object> checked = java.util.Collections.unmodifiableMap(GenerationJob.withDefaults(this, params));
        Augmenter self = this;
        return new Bound() {
            @Override
            public Map<String, Object> params() {
                return checked;
            }

            @Override
            public List<NewCandidate> propose(SourceSample source, long seed, AugmentContext context)
                    throws ImageFormatException {
                return self.propose(source, checked, seed, context);
            }
        };
    }

    /** Proposes candidates for one sample; missing parameters take their defaults. */
    List<NewCandidate> propose(SourceSample source, Map<String, Object> params, long seed, AugmentContext context)
            throws ImageFormatException;

    /** A method with its parameters read: what proposes candidates sample after sample. */
    interface Bound {
        /** The parameters as runs and recipes store them, every one filled in. */
        Map<String, Object> params();

        /** Proposes candidates for one sample. */
        List<NewCandidate> propose(SourceSample source, long seed, AugmentContext context) throws ImageFormatException;
    }

    /** Renders the candidate image from its recipe. */
    BufferedImage render(Candidate candidate, AugmentContext context) throws ImageFormatException;

    /**
     * The candidate image as PNG bytes, the same bytes for the same recipe. Default: {@link #render} written by
     * {@link org.pairlab.image.PngWriter}; the grey edits write their grey levels directly ({@link GreyEditAugmenter}).
     */
    default byte[] renderPng(Candidate candidate, AugmentContext context) throws ImageFormatException {
        return Pngs.bytes(render(candidate, context));
    }

    /**
     * The candidate redone for its source sample's boxes as they are now, after the reviewer edited them: the
     * recipe details and boxes to store, so that {@link #render} draws it with the new boxes. Default: the details
     * stay and each current source box is carried over by {@link #carryBox}. Throws {@link IllegalStateException}
     * (saying why) when the edit leaves nothing the recipe can be rendered from.
     */
    default Reboxed rebox(Candidate candidate, AugmentContext context) {
        List<org.pairlab.project.Box> boxes = new java.util.ArrayList<>();
        for (org.pairlab.project.Box b : context.project().samples().boxes(candidate.sampleId())) {
            carryBox(candidate, b).ifPresent(boxes::add);
        }
        return new Reboxed(candidate.recipe().details(), boxes);
    }

    /**
     * Where one box of the source sample lies on the candidate (empty when it is gone). Default: unchanged, for
     * methods that keep the geometry (colour edits, caption rewrites).
     */
    default Optional<org.pairlab.project.Box> carryBox(Candidate candidate, org.pairlab.project.Box sourceBox) {
        return Optional.of(sourceBox);
    }

    /**
     * What the user should know before running this method on the project (a model that is missing, pre-processing
     * still to do), in one or more plain sentences; empty when there is nothing to say. It may read the project but
     * never loads a model, so the UI can ask whenever the method or the settings change.
     */
    default Optional<String> notice(Project project) {
        return Optional.empty();
    }
}
