package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.PngWriter;
import org.pairlab.project.Candidate;

/** Renders candidates from their recipes with the method that made them. */
public final class CandidateRenderer {
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

    public BufferedImage render(Candidate candidate) throws ImageFormatException {
        return augmenters.require(candidate.recipe().method()).render(candidate, context);
    }

    /** The candidate as PNG bytes; the same recipe always gives the same bytes. */
    public byte[] renderPng(Candidate candidate) throws ImageFormatException {
        BufferedImage img = render(candidate);
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            PngWriter.write(img, out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
