package org.pairlab.augment.cutswap;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The parameters of CutSwap ({@code cutswap}); the recipe keys are the snake-case names the specs list.
 *
 * @param captionVariants caption variants per original caption ({@code n_p})
 * @param imagesPerVariant images (source patches) per caption variant ({@code n_i})
 * @param topK candidates kept per original caption
 * @param threshold minimum image-text alignment score (with an alignment model)
 * @param captions captions of a sample to augment
 * @param nmsIou IoU above which same-category boxes count as one object
 * @param minArea smallest share of the image the replaced boxes may cover
 * @param maxArea largest share of the image the replaced boxes may cover
 * @param maxAspectRatio largest ratio between patch and box aspect ratios
 * @param maxUpscale largest linear enlargement of a source patch
 * @param maxLeftOut largest share of the patch left out to spare other named objects
 * @param feather width in pixels of the blended seam inside the box edge
 */
public record CutSwapParams(@JsonProperty("n_p") int captionVariants, @JsonProperty("n_i") int imagesPerVariant,
                            @JsonProperty("top_k") int topK, double threshold, int captions,
                            @JsonProperty("nms_iou") double nmsIou, @JsonProperty("min_area") double minArea,
                            @JsonProperty("max_area") double maxArea,
                            @JsonProperty("max_aspect_ratio") double maxAspectRatio,
                            @JsonProperty("max_upscale") double maxUpscale,
                            @JsonProperty("max_left_out") double maxLeftOut, int feather) {
}
