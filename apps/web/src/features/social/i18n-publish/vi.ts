/** The publish, topic-pick and my-posts screens' words (kept by their screens' author), merged into the social namespace. */
const publishVi = {};
export default publishVi;
