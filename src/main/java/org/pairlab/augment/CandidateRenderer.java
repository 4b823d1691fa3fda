package org.pairlab.augment;

import java.awt.image.BufferedImage;
import org.pairlab.image.CandidateImages;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Candidate;
import org.pairlab.project.Project;

/** Renders candidates from their recipes with the method that made them. */
public final class CandidateRenderer implements CandidateImages {
    private final Augmenters augmenters;
    private final AugmentContext context;

    public CandidateRenderer(Augmenters augmenters, AugmentContext context) {
        this.augmenters = augmenters;
        this.context = context;
    }

    /** The context the methods render in. */
    public AugmentContext context() {
        return context;
    }

    @Override
    public BufferedImage render(Candidate candidate) throws ImageFormatException {
        return augmenters.require(candidate.recipe().method()).render(candidate, context);
    }

    @Override
    public byte[] renderPng(Candidate candidate) throws ImageFormatException {
        return augmenters.require(candidate.recipe().method()).renderPng(candidate, context);
    }

    /** Offers the renderer to the layers below through {@link CandidateImages#of}. */
    public static final class Provider implements CandidateImages.Provider {
        @Override
        public CandidateImages open(Project project, SampleImages images) {
            return new CandidateRenderer(new Augmenters(), new AugmentContext(project, images));
        }
    }
}
